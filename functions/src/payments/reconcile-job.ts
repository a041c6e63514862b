// The nightly reconciliation (reconcile.ts) at 01:00 in Nairobi, of the day that just ended.
// Under the emulator `localJobs` (../jobs/local-jobs.ts) runs it on demand instead.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { reconcileDay } from './reconcile';
import { paystackApi, paystackSecret } from './config';
import { firestore } from '../platform/admin';

export const paymentReconciliation = onSchedule(
  {
    schedule: 'every day 01:00',
    timeZone: 'Africa/Nairobi',
    region: 'us-central1',
    timeoutSeconds: 540,
    secrets: [paystackSecret],
  },
  async () => {
    logger.info('reconciliation', await reconcileDay(firestore(), new Date(), paystackApi()));
  },
);
