// How long the school keeps each collection of Firestore documents, and what deletes them.
// Collections with a time limit carry an `expiresAt` timestamp, written by the functions
// when a document is created or finished; a Firestore TTL policy on that field (declared in
// firestore.indexes.json, applied by `firebase deploy`) deletes the document after that
// instant. The terms page says the same in plain words, from the table below. Pure.
import { slotInstant } from './slots';

const DAY_MS = 24 * 60 * 60_000;
const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five'];

/** Days each kind of record is kept, counted from the moment named in RETENTION's words. */
export const KEEP_DAYS = {
  /** A mail document, after delivery or after the sender gave up. */
  mail: 30,
  /** Trial leads, contact messages and questions, after they arrived. */
  message: 365,
  /** A trial booking, after its class. */
  booking: 730,
  /** The client address a booking came from, after the booking: the abuse window staff look back on. */
  clientAddress: 30,
} as const;

/** A whole number of years in words ("two years"), else days. */
function period(days: number): string {
  const years = days / 365;
  if (Number.isInteger(years) && years < NUMBERS.length) return `${NUMBERS[years]} year${years === 1 ? '' : 's'}`;
  return `${days} days`;
}

export interface Retention {
  /** The Firestore collection. */
  collection: string;
  /** `ttl`: deleted by the TTL policy on `expiresAt`; `kept`: never deleted automatically. */
  deletedBy: 'ttl' | 'kept';
  /** For whom it is kept, in words (the terms page shows the ones families would ask about). */
  what: string;
  /** How long, in plain words. */
  howLong: string;
  /** Shown on the terms page (personal data a family gave us). */
  onTerms: boolean;
}

/** Every collection the functions write, and its retention. */
export const RETENTION: readonly Retention[] = [
  {
    collection: 'bookings',
    deletedBy: 'ttl',
    what: 'Trial class bookings (the student, the parent, the email, the WhatsApp number, the class time)',
    howLong: `${period(KEEP_DAYS.booking)} after the class`,
    onTerms: true,
  },
  {
    collection: 'bookingSecrets',
    deletedBy: 'ttl',
    what: "The seed of a booking's private manage link (never the link itself), kept apart from the booking the family reads",
    howLong: `${period(KEEP_DAYS.booking)} after the class first booked`,
    onTerms: false,
  },
  {
    collection: 'bookingAddresses',
    deletedBy: 'ttl',
    what: 'The internet address a trial class was booked from, which lets us spot mass booking',
    howLong: `${period(KEEP_DAYS.clientAddress)} after the booking`,
    onTerms: true,
  },
  {
    collection: 'renewalLinks',
    deletedBy: 'ttl',
    what: 'Hashes of the private pay links in renewal reminders (never the link itself)',
    howLong: 'until the grace after the paid-until date ends',
    onTerms: false,
  },
  {
    collection: 'familyLocks',
    deletedBy: 'ttl',
    what: "Keys made from a family's email and WhatsApp number, which keep one upcoming trial per child",
    howLong: 'as long as the bookings they point to',
    onTerms: false,
  },
  {
    collection: 'trialLeads',
    deletedBy: 'ttl',
    what: 'The name and email of a parent who booked a trial',
    howLong: period(KEEP_DAYS.message),
    onTerms: true,
  },
  {
    collection: 'contactMessages',
    deletedBy: 'ttl',
    what: 'Messages sent with the contact form',
    howLong: period(KEEP_DAYS.message),
    onTerms: true,
  },
  {
    collection: 'questions',
    deletedBy: 'ttl',
    what: 'Email addresses left in the "Got Questions?" box',
    howLong: period(KEEP_DAYS.message),
    onTerms: true,
  },
  {
    collection: 'mail',
    deletedBy: 'ttl',
    what: 'Copies of the emails we send you',
    howLong: `${period(KEEP_DAYS.mail)} after they are sent (a copy holding your private booking link loses its text as soon as it is sent)`,
    onTerms: true,
  },
  {
    collection: 'rateLimits',
    deletedBy: 'ttl',
    what: 'Counts of recent requests per internet address or email, which stop floods',
    howLong: 'until the time window of the count ends',
    onTerms: true,
  },
  {
    collection: 'unknownReferences',
    deletedBy: 'ttl',
    what: 'Payment references the payment provider did not know',
    howLong: 'until the time window of the check ends',
    onTerms: false,
  },
  {
    collection: 'paymentClaims',
    deletedBy: 'ttl',
    what: 'Marks of a payment being checked with the payment provider right now',
    howLong: 'until the check ends, or its claim lapses when the check never ends',
    onTerms: false,
  },
  {
    collection: 'hourClaims',
    deletedBy: 'ttl',
    what: "Marks of a mentor's weekly hour being chosen right now (no personal data)",
    howLong: 'until the choice is stored or refused, or its claim lapses when it never ends',
    onTerms: false,
  },
  {
    collection: 'messages',
    deletedBy: 'ttl',
    what: 'Copies of the WhatsApp messages and SMS we send you',
    howLong: `${period(KEEP_DAYS.mail)} after they are written (a message holding your private booking link loses its text as soon as it is delivered)`,
    onTerms: true,
  },
  {
    collection: 'inbound',
    deletedBy: 'ttl',
    what: 'Marks of WhatsApp messages already handled (a hash of their id and what was done)',
    howLong: `${period(KEEP_DAYS.mail)} after they arrived`,
    onTerms: false,
  },
  {
    collection: 'contacts',
    deletedBy: 'kept',
    what: 'Per WhatsApp number (kept as a hash): whether you replied STOP, and when you last wrote',
    howLong: 'kept, so a STOP is honoured for as long as we might write to you',
    onTerms: true,
  },
  {
    collection: 'addressBookings',
    deletedBy: 'ttl',
    what: 'Times of the trial bookings stored from one internet address, which stop mass booking',
    howLong: 'a day after the last booking from that address',
    onTerms: false,
  },
  {
    collection: 'spentChallenges',
    deletedBy: 'ttl',
    what: 'Hashes of anti-abuse challenges already used',
    howLong: 'until the challenge itself expires',
    onTerms: false,
  },
  {
    collection: 'families',
    deletedBy: 'kept',
    what: "A signed-in parent's family: their Google email and name",
    howLong: 'kept while your family account is open; ask us and we delete it, with everything else we hold about you',
    onTerms: true,
  },
  {
    collection: 'children',
    deletedBy: 'kept',
    what: "Your children's names and grades, as you list them on your dashboard",
    howLong: 'kept while your family account is open; remove a child on your dashboard, or ask us and we delete them',
    onTerms: true,
  },
  {
    collection: 'recommendations',
    deletedBy: 'kept',
    what: "The school's programme recommendation for a child after a trial",
    howLong: 'kept with the enrollment it leads to',
    onTerms: true,
  },
  {
    collection: 'recommendationSecrets',
    deletedBy: 'kept',
    what: 'The staff member who made or withdrew a recommendation and the hash of its enroll link, kept apart from the recommendation the family reads',
    howLong: 'kept with the recommendation',
    onTerms: false,
  },
  {
    collection: 'enrollments',
    deletedBy: 'kept',
    what: "A child's enrollment: course, plan and the date it is paid until",
    howLong: "kept for the school's accounts, like payments",
    onTerms: true,
  },
  {
    collection: 'certificates',
    deletedBy: 'kept',
    what: "What a child's certificate says (the name as printed, course, level, date, mentor), readable by anyone holding its number",
    howLong: 'kept, so the certificate can be checked for as long as the child shows it; a revoked one says so',
    onTerms: true,
  },
  {
    collection: 'certificateRecords',
    deletedBy: 'kept',
    what: "Whose a certificate is (family, enrollment, the child's full name) and who awarded or revoked it, kept apart from the public certificate",
    howLong: 'kept with its certificate',
    onTerms: false,
  },
  {
    collection: 'paystackPlans',
    deletedBy: 'kept',
    what: 'The Paystack plan code of each plan, period and currency (written by `npm run paystack -- sync-plans`)',
    howLong: 'kept while the plan is offered; no personal data',
    onTerms: false,
  },
  {
    collection: 'subscriptions',
    deletedBy: 'kept',
    what: "A card plan's automatic renewal with Paystack: its status, next charge date, and the card's last four digits and expiry (never the card number)",
    howLong: 'kept with the enrollment it renews',
    onTerms: true,
  },
  {
    collection: 'classes',
    deletedBy: 'kept',
    what: "A child's weekly classes: first name, course, mentor, time, and the mentor's attendance mark and note",
    howLong: 'kept with the enrollment, as the record of classes given; coming classes are deleted when the plan expires',
    onTerms: true,
  },
  {
    collection: 'progressReports',
    deletedBy: 'kept',
    what: "A child's monthly progress reports: classes attended, missed and cancelled, the mentor's notes, projects and what comes next",
    howLong: 'kept with the enrollment, so the dashboard shows every month; deleted with the family when we delete it on request',
    onTerms: true,
  },
  {
    collection: 'progressLines',
    deletedBy: 'kept',
    what: "The mentor's monthly line and project links for a child (no family contact)",
    howLong: 'kept with the report they went into; deleted with the family',
    onTerms: false,
  },
  {
    collection: 'progressReportLog',
    deletedBy: 'kept',
    what: 'When each progress report was sent, and which staff member sent one again',
    howLong: 'kept with the report; deleted with the family',
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
  {
    collection: 'mentors',
    deletedBy: 'kept',
    what: 'Who is a mentor (a record per mentor account, naming their team.yaml id)',
    howLong: 'until their access is revoked',
    onTerms: false,
  },
  {
    collection: 'staff',
    deletedBy: 'kept',
    what: 'Who is school staff (a record per staff account)',
    howLong: 'until their access is revoked',
    onTerms: false,
  },
  {
    collection: 'payments',
    deletedBy: 'kept',
    what: 'Payment records (reference, amount, email, student name)',
    howLong:
      "kept for the school's accounts; when we delete a family on request, its payments stay without names, email or number",
    onTerms: true,
  },
  {
    collection: 'erasures',
    deletedBy: 'kept',
    what: 'Which staff member erased a family and when (the family only as a hash, no personal data)',
    howLong: 'kept, as the record that a request to delete was carried out',
    onTerms: false,
  },
  {
    collection: 'slots',
    deletedBy: 'kept',
    what: 'Seats taken per class time (counts only, no names)',
    howLong: 'kept; they hold no personal data',
    onTerms: false,
  },
];

/** The collections a TTL policy must cover. */
export const TTL_COLLECTIONS: readonly string[] = RETENTION.filter((r) => r.deletedBy === 'ttl').map((r) => r.collection);

/** When a mail document finished (delivered, or given up on) at `doneAt` is deleted. */
export function mailExpiresAt(doneAt: number): number {
  return doneAt + KEEP_DAYS.mail * DAY_MS;
}

/** When a trial lead, contact message or question that arrived at `at` is deleted. */
export function messageExpiresAt(at: number): number {
  return at + KEEP_DAYS.message * DAY_MS;
}

/** When the client address of a booking made at `at` is deleted. */
export function clientAddressExpiresAt(at: number): number {
  return at + KEEP_DAYS.clientAddress * DAY_MS;
}

/** When a booking of the class at this Nairobi date and time (and its family keys) is deleted. */
export function bookingExpiresAt(date: string, time: string): number {
  return slotInstant(date, time).getTime() + KEEP_DAYS.booking * DAY_MS;
}
