// The waiting list's job (wait-lapse.ts) every five minutes: a hold of two hours lapses within
// minutes of its end. Under the emulator `localJobs` (../jobs/local-jobs.ts) runs it on demand.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { firestore } from '../platform/admin';
import { waitlistSettings } from '../platform/content';
import { manageLinkKey } from './token';
import { runWaitlistHolds } from './wait-lapse';

export const waitlistHolds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeoutSeconds: 300, secrets: [manageLinkKey] },
  async () => {
    logger.info('waitlist holds', await runWaitlistHolds(firestore(), waitlistSettings, new Date()));
  },
);
