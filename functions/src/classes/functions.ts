// The weekly-class reminder job (reminders.ts), every 15 minutes like the trial's. Under the
// emulator `localJobs` runs it on demand instead, as of the `now` it is given.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { firestore } from '../platform/admin';
import { sendClassReminders } from './reminders';

export const weeklyClassReminders = onSchedule(
  { schedule: 'every 15 minutes', region: 'us-central1', timeoutSeconds: 300 },
  async () => {
    logger.info('weekly class reminder job', { queued: await sendClassReminders(firestore(), new Date()) });
  },
);
