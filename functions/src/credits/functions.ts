// The make-up credit expiry reminders (reminders.ts), hourly. Under the emulator `localJobs`
// runs them on demand instead, as of the `now` it is given.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { firestore } from '../platform/admin';
import { sendCreditReminders } from './reminders';

export const creditReminders = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1', timeoutSeconds: 300 },
  async () => {
    logger.info('make-up credit reminder job', { queued: await sendCreditReminders(firestore(), new Date()) });
  },
);
