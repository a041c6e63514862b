// The closed-day job (closed-days.ts), every 6 hours: a closed day an editor adds reaches the
// classes already written within hours of its deploy. Under the emulator `localJobs` runs it on demand instead, as of its `now`.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { firestore } from '../platform/admin';
import { cancelClassesOnClosedDays } from './closed-days';

export const closedDayClasses = onSchedule(
  { schedule: 'every 6 hours', region: 'us-central1', timeoutSeconds: 300 },
  async () => {
    logger.info('closed-day job', { cancelled: await cancelClassesOnClosedDays(firestore(), new Date()) });
  },
);
