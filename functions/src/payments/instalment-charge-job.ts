// The daily charge of card families' parts that fell due (instalment-charges.ts), at 08:10 in
// Nairobi, before the instalment job's reminders (08:15), which ask by link for a part the card
// did not pay. Under the emulator `localJobs` (../jobs/local-jobs.ts) runs it on demand instead.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { chargeDueParts } from './instalment-charges';
import { paystackApi, paystackSecret } from './config';
import { firestore } from '../platform/admin';

export const instalmentCardCharges = onSchedule(
  {
    schedule: 'every day 08:10',
    timeZone: 'Africa/Nairobi',
    region: 'us-central1',
    timeoutSeconds: 540,
    secrets: [paystackSecret],
  },
  async () => {
    logger.info('instalment card charges', await chargeDueParts(firestore(), new Date(), paystackApi()));
  },
);
