// How long the school keeps each collection of Firestore documents, and what deletes them: a Firestore TTL
// policy (firestore.indexes.json, applied by `firebase deploy`) deletes a document after the `expiresAt` the
// functions write on it when it is created or finished. The terms page shows the table below in plain words. Pure.
import { KEEP_DAYS, period, type Retention } from './keep-days';
import { WAITLIST_RETENTION } from './waitlist/retention';
import { GUARDIAN_RETENTION } from './guardian-retention';
import { REFERRAL_RETENTION } from './referral-retention';
import { CLASS_RETENTION } from './classes/retention';

export { KEEP_DAYS, bookingExpiresAt, clientAddressExpiresAt, mailExpiresAt, messageExpiresAt } from './keep-days';
export type { Retention } from './keep-days';

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
  ...WAITLIST_RETENTION,
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
  ...GUARDIAN_RETENTION,
  ...REFERRAL_RETENTION,
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
    collection: 'cardAuthorizations',
    deletedBy: 'kept',
    what: "A card family's saved card: Paystack's reusable authorization code (charged only with the school's secret key, never a card number) and the card's last four digits and expiry",
    howLong: 'kept while the family pays by card; replaced by the next card, deleted when the family is erased',
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
  ...CLASS_RETENTION,
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
    collection: 'reconciliations',
    deletedBy: 'kept',
    what: "Each night's check of Paystack's charges against the payment records (counts and payment references only)",
    howLong: "kept with the payments it checked, for the school's accounts",
    onTerms: false,
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
