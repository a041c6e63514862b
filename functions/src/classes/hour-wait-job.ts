// The weekly hours' waiting-list job (hour-wait-run.ts) every five minutes, as the trial list's:
// a freed hour is offered, and a two-hour hold lapses, within minutes. Under the emulator
// `localJobs` (../jobs/local-jobs.ts) runs it on demand.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { firestore } from '../platform/admin';
import { waitlistSettings } from '../platform/content';
import { manageLinkKey } from '../bookings/token';
import { runHourWaitlist } from './hour-wait-run';

export const hourWaitlistHolds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeoutSeconds: 300, secrets: [manageLinkKey] },
  async () => {
    logger.info('hour waitlist', await runHourWaitlist(firestore(), waitlistSettings, new Date()));
  },
);
