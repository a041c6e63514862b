// The pending-payment sweep (sweep.ts) every 5 minutes. Under the emulator `localJobs`
// (../jobs/local-jobs.ts) runs it on demand instead.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { sweepPending } from './sweep';
import { paystackApi, paystackSecret } from './config';
import { firestore } from '../platform/admin';

export const paymentSweep = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeoutSeconds: 240, secrets: [paystackSecret] },
  async () => {
    logger.info('payment sweep', await sweepPending(firestore(), new Date(), paystackApi()));
  },
);
