// The daily instalment job (instalment-job.ts), at 08:15 in Nairobi, after the renewal job.
// Under the emulator `localJobs` (../jobs/local-jobs.ts) runs it on demand instead.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { runInstalments } from './instalment-job';
import { firestore } from '../platform/admin';

export const enrollmentInstalments = onSchedule(
  { schedule: 'every day 08:15', timeZone: 'Africa/Nairobi', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    logger.info('instalment job', await runInstalments(firestore(), new Date()));
  },
);
