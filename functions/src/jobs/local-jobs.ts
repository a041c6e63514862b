// `localJobs`, under the emulator only: it runs the scheduled jobs of several features on
// demand (trial and weekly-class reminders, the daily renewal job, the monthly progress reports,
// the mail and message retries), because the emulator never fires schedules (`npm start` calls it every minute;
// tests call it directly). Its optional body `{"now": "<ISO time>"}` runs the reminders,
// renewals and progress reports as of that time. Its folder is the one that calls into several features.
import { plainHandler } from '../platform/opening';
import { readJobsRequest } from './jobs-request';
import { reminderJob, retryMailJob } from '../mail/triggers';
import { smtpUrl } from '../mail/config';
import { runRenewals } from '../enrollments/renewals';
import { sendingSecrets } from '../whatsapp/config';
import { retryMessagesJob } from '../whatsapp/triggers';
import { firestore } from '../platform/admin';
import { sendClassReminders } from '../classes/reminders';
import { runProgressReports } from '../progress/reports';

export const localJobs =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? plainHandler(
        { name: 'localJobs', options: { secrets: [smtpUrl, ...sendingSecrets] }, methods: ['POST'] },
        async (req, res) => {
          const parsed = readJobsRequest(req.body, new Date());
          if (!parsed.ok) {
            res.status(parsed.http).json(parsed.body);
            return;
          }
          const { now } = parsed.request;
          // Reminders first, so the retry pass can also pick up any the trigger has not sent yet.
          const reminders = await reminderJob(now);
          const classReminders = await sendClassReminders(firestore(), now);
          const renewals = await runRenewals(firestore(), now);
          const progressReports = await runProgressReports(firestore(), now);
          res.status(200).json({
            reminders,
            classReminders,
            renewals,
            progressReports,
            mail: await retryMailJob(),
            messages: await retryMessagesJob(),
          });
        },
      )
    : undefined;
