// `localJobs`, under the emulator only: it runs the scheduled jobs of several features on
// demand (the pending-payment sweep and the nightly reconciliation, trial and weekly-class
// reminders, classes on closed days, the daily renewal job and the instalment job, the monthly
// progress reports, the waiting lists' freed hours and lapsed holds, make-up credit reminders, the
// mail and message retries), because the emulator never
// fires schedules (`npm start` calls it every minute; tests call it directly). Its optional body
// `{"now": "<ISO time>"}` runs each of them as of that time (the reconciliation, of the Nairobi
// day before it). Its folder is the one that calls into several features.
import { plainHandler } from '../platform/opening';
import { readJobsRequest } from './jobs-request';
import { reminderJob, retryMailJob } from '../mail/triggers';
import { smtpUrl } from '../mail/config';
import { runRenewals } from '../enrollments/renewals';
import { runInstalments } from '../enrollments/instalment-job';
import { chargeDueParts } from '../payments/instalment-charges';
import { sendingSecrets } from '../whatsapp/config';
import { retryMessagesJob } from '../whatsapp/triggers';
import { firestore } from '../platform/admin';
import { sendClassReminders } from '../classes/reminders';
import { cancelClassesOnClosedDays } from '../classes/closed-days';
import { runProgressReports } from '../progress/reports';
import { sendCreditReminders } from '../credits/reminders';
import { runWaitlistHolds } from '../bookings/wait-lapse';
import { runHourWaitlist } from '../classes/hour-wait-run';
import { manageLinkKey } from '../bookings/token';
import { waitlistSettings } from '../platform/content';
import { sweepPending } from '../payments/sweep';
import { reconcileDay } from '../payments/reconcile';
import { paystackApi, paystackSecret } from '../payments/config';

export const localJobs =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? plainHandler(
        {
          name: 'localJobs',
          options: { secrets: [smtpUrl, manageLinkKey, paystackSecret, ...sendingSecrets] },
          methods: ['POST'],
        },
        async (req, res) => {
          const parsed = readJobsRequest(req.body, new Date());
          if (!parsed.ok) {
            res.status(parsed.http).json(parsed.body);
            return;
          }
          const { now } = parsed.request;
          // Payments first: a charge settled here extends its enrollment before renewals look at it.
          // Paystack's charges happen on the real clock: a `now` ahead of it (a test of reminders
          // running as of tomorrow) is read as the real time, so no other charge of today is taken early.
          const paystackNow = new Date(Math.min(now.getTime(), Date.now()));
          const payments = await sweepPending(firestore(), paystackNow, paystackApi());
          const reconciliation = await reconcileDay(firestore(), paystackNow, paystackApi());
          // Reminders first, so the retry pass can also pick up any the trigger has not sent yet.
          const reminders = await reminderJob(now);
          // Classes on a closed day are cancelled before any reminder of them goes.
          const closedDays = await cancelClassesOnClosedDays(firestore(), now);
          const classReminders = await sendClassReminders(firestore(), now);
          const renewals = await runRenewals(firestore(), now);
          // Card families' parts are charged first; the reminders then ask by link for any the card did not pay.
          const instalmentCharges = await chargeDueParts(firestore(), now, paystackApi());
          const instalments = await runInstalments(firestore(), now);
          const progressReports = await runProgressReports(firestore(), now);
          const creditReminders = await sendCreditReminders(firestore(), now);
          // Lapsed holds pass their seats on before the message pass, which then sends the offers.
          const waitlist = await runWaitlistHolds(firestore(), waitlistSettings, now);
          const hourWaitlist = await runHourWaitlist(firestore(), waitlistSettings, now);
          res.status(200).json({
            payments,
            reconciliation,
            reminders,
            closedDays,
            classReminders,
            renewals,
            instalmentCharges,
            instalments,
            progressReports,
            creditReminders,
            waitlist,
            hourWaitlist,
            mail: await retryMailJob(),
            messages: await retryMessagesJob(),
          });
        },
      )
    : undefined;
