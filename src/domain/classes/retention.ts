// How long what the weekly classes keep is kept (rows of retention.ts's table, in its order):
// make-up credits, the mentors' hours, move links, calendar feeds and mentor leave. Pure.
import type { Retention } from '../keep-days';

export const CLASS_RETENTION: readonly Retention[] = [
  {
    collection: 'makeUpCredits',
    deletedBy: 'kept',
    what: "A child's make-up class credits: first name, course, the class it makes up for, its expiry, and who granted or withdrew it and why",
    howLong: 'kept with the enrollment; deleted with the family or the child when we delete them on request',
    onTerms: false,
  },
  {
    collection: 'mentorTimes',
    deletedBy: 'kept',
    what: "Which weekly hours each mentor has given to which enrollment (ids only), and the mentor's load",
    howLong: 'while the enrollment holds the hour; no personal data',
    onTerms: false,
  },
  {
    collection: 'moveLinks',
    deletedBy: 'ttl',
    what: 'Hashes of the private links that move one class (never the link itself), sent when a family replies "Can\'t make it"',
    howLong: 'until the class ends',
    onTerms: false,
  },
  {
    collection: 'calendarFeeds',
    deletedBy: 'kept',
    what: "Hashes of a family's private calendar feed address (never the address itself)",
    howLong: "kept while the family's account is open; the feed stops answering once the family is erased",
    onTerms: false,
  },
  {
    collection: 'mentorLeave',
    deletedBy: 'kept',
    what: 'Days a mentor does not teach: the dates, the reason and which staff member entered them (no family data)',
    howLong: 'kept as the record of leave; deleted when staff remove a leave entered by mistake',
    onTerms: false,
  },
];
