// The mail functions: the sender (a Firestore trigger on mail/{id}), the retry job (every
// 5 minutes), the class reminders (every 15 minutes), and, under the emulator only,
// `localJobs`, which runs those jobs and the daily renewal job on demand because the
// emulator never fires schedules (`npm start` calls it every minute; tests call it
// directly). Its optional body `{"now": "<ISO time>"}` runs the reminders and renewals as
// of that time.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { fromAddress, smtpUrl } from './config';
import { sendReminders } from './reminders';
import { readJobsRequest } from './jobs-request';
import { runRenewals } from '../enrollments/renewals';
import { deliver, retryDue } from './send';
import { sendingSecrets } from '../whatsapp/config';
import { retryMessagesJob } from '../whatsapp/functions';
import { firestore } from '../platform/admin';

const region = 'us-central1';

export const sendMail = onDocumentCreated({ document: 'mail/{id}', region, secrets: [smtpUrl], retry: false }, async (event) => {
  if (!event.data) return;
  const outcome = await deliver(firestore(), event.data.ref, smtpUrl.value(), fromAddress());
  logger.info('mail', { id: event.params.id, outcome });
});

const retryJob = () => retryDue(firestore(), smtpUrl.value(), fromAddress());
const reminderJob = (now = new Date()) => sendReminders(firestore(), now);

export const retryMail = onSchedule(
  { schedule: 'every 5 minutes', region, secrets: [smtpUrl], timeoutSeconds: 300 },
  async () => {
    logger.info('mail retry job', await retryJob());
  },
);

export const classReminders = onSchedule({ schedule: 'every 15 minutes', region, timeoutSeconds: 300 }, async () => {
  logger.info('reminder job', { queued: await reminderJob() });
});

export const localJobs =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onRequest({ region, secrets: [smtpUrl, ...sendingSecrets], cors: false }, async (req, res) => {
        res.set('Cache-Control', 'no-store');
        if (req.method !== 'POST') {
          res.set('Allow', 'POST').status(405).end();
          return;
        }
        const parsed = readJobsRequest(req.body, new Date());
        if (!parsed.ok) {
          res.status(parsed.http).json(parsed.body);
          return;
        }
        const { now } = parsed.request;
        // Reminders first, so the retry pass can also pick up any the trigger has not sent yet.
        const reminders = await reminderJob(now);
        const renewals = await runRenewals(firestore(), now);
        res.status(200).json({ reminders, renewals, mail: await retryJob(), messages: await retryMessagesJob() });
      })
    : undefined;
