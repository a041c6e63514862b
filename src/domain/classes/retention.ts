// How long what the weekly classes keep is kept (rows of retention.ts's table, in its order):
// make-up credits, the mentors' hours, move links, calendar feeds and mentor leave. Pure.
import type { Retention } from '../keep-days';

export const CLASS_RETENTION: readonly Retention[] = [
  // A child's make-up class credits: first name, course, the class it makes up for, its expiry, and who granted or
  // withdrew it and why: kept with the enrollment; deleted with the family or the child when we delete them on
  // request.
  { collection: 'makeUpCredits', deletedBy: 'kept', onTerms: false },
  // Which weekly hours each mentor has given to which enrollment (ids only), and the mentor's load: while the
  // enrollment holds the hour; no personal data.
  { collection: 'mentorTimes', deletedBy: 'kept', onTerms: false },
  // Hashes of the private links that move one class (never the link itself), sent when a family replies "Can't make
  // it": until the class ends.
  { collection: 'moveLinks', deletedBy: 'ttl', onTerms: false },
  // Hashes of a family's private calendar feed address (never the address itself): kept while the family's account
  // is open; the feed stops answering once the family is erased.
  { collection: 'calendarFeeds', deletedBy: 'kept', onTerms: false },
  // Days a mentor does not teach: the dates, the reason and which staff member entered them (no family data): kept
  // as the record of leave; deleted when staff remove a leave entered by mistake.
  { collection: 'mentorLeave', deletedBy: 'kept', onTerms: false },
];
