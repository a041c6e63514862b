// The emulator-only `localJobs` request: an optional `now` (an ISO time), so the class
// reminders and the renewal job can be run at any date on the local stack. Pure.
import { accept, invalid, recordOf, type Parsed } from '../../../src/domain/request';
import { words as w } from '../../../src/i18n/en/console/local-jobs';

export function readJobsRequest(body: unknown, clock: Date): Parsed<{ now: Date }> {
  const now = recordOf(body).now;
  if (now === undefined) return accept({ now: clock });
  const at = typeof now === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(now) ? Date.parse(now) : NaN;
  return Number.isFinite(at) ? accept({ now: new Date(at) }) : invalid('now', w.badNow);
}
