// The mail functions: the sender (a Firestore trigger on mail/{id}), the retry job (every
// 5 minutes) and the class reminders (every 15 minutes). Under the emulator, which never
// fires schedules, ../jobs/local-jobs.ts runs the two jobs on demand.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { fromAddress, smtpUrl } from './config';
import { sendReminders } from './reminders';
import { deliver, retryDue } from './send';
import { firestore } from '../platform/admin';

const region = 'us-central1';

export const sendMail = onDocumentCreated({ document: 'mail/{id}', region, secrets: [smtpUrl], retry: false }, async (event) => {
  if (!event.data) return;
  const outcome = await deliver(firestore(), event.data.ref, smtpUrl.value(), fromAddress());
  logger.info('mail', { id: event.params.id, outcome });
});

/** The retry pass over unsent mail. */
export const retryMailJob = () => retryDue(firestore(), smtpUrl.value(), fromAddress());
/** The class reminders due at `now`. */
export const reminderJob = (now = new Date()) => sendReminders(firestore(), now);

export const retryMail = onSchedule(
  { schedule: 'every 5 minutes', region, secrets: [smtpUrl], timeoutSeconds: 300 },
  async () => {
    logger.info('mail retry job', await retryMailJob());
  },
);

export const classReminders = onSchedule({ schedule: 'every 15 minutes', region, timeoutSeconds: 300 }, async () => {
  logger.info('reminder job', { queued: await reminderJob() });
});
