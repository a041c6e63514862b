// The monthly progress job (reports.ts), on the 1st at 09:00 in Nairobi, when families read
// their messages. Under the emulator `localJobs` (../jobs/local-jobs.ts) runs it on demand instead.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { firestore } from '../platform/admin';
import { runProgressReports } from './reports';

export const progressReports = onSchedule(
  { schedule: '0 9 1 * *', timeZone: 'Africa/Nairobi', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    logger.info('progress report job', await runProgressReports(firestore(), new Date()));
  },
);
