// The daily renewal job (renewals.ts), at 08:00 in Nairobi, when families read their messages.
// Under the emulator `localJobs` (../jobs/local-jobs.ts) runs it on demand instead.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { runRenewals } from './renewals';
import { firestore } from '../platform/admin';

export const enrollmentRenewals = onSchedule(
  { schedule: 'every day 08:00', timeZone: 'Africa/Nairobi', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    logger.info('renewal job', await runRenewals(firestore(), new Date()));
  },
);
