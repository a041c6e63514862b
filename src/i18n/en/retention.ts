// The terms page's list of how long we keep what a family gives us: a row per collection the
// page shows (src/domain/retention.ts holds the periods and which rows show). A row's `howLong`
// takes the period in words when its rule is a number of days.

/** Years in words, up to five. */
const YEARS = ['no', 'one', 'two', 'three', 'four', 'five'];

export const words = {
  /** A period of days: whole years in words ("two years"), else days. */
  period: (days: number): string => {
    const years = days / 365;
    if (Number.isInteger(years) && years < YEARS.length) return `${YEARS[years]} year${years === 1 ? '' : 's'}`;
    return `${days} days`;
  },
  /** "what: how long." */
  row: (what: string, howLong: string) => `${what}: ${howLong}.`,
  rows: {
    bookings: {
      what: 'Trial class bookings (the student, the parent, the email, the WhatsApp number, the class time)',
      howLong: (period: string) => `${period} after the class`,
    },
    bookingAddresses: {
      what: 'The internet address a trial class was booked from, which lets us spot mass booking',
      howLong: (period: string) => `${period} after the booking`,
    },
    waitlist: {
      what: "A full trial class's waiting list (the student, the parent, the email, the WhatsApp number, the class time)",
      howLong: 'until the end of the class day',
    },
    hourWaitlist: {
      what: "A full weekly hour's waiting list (the child, the family, the hour and the plan's other times)",
      howLong: 'until the end of the paid period',
    },
    trialLeads: {
      what: 'The name and email of a parent who booked a trial',
      howLong: (period: string) => period,
    },
    rateLimits: {
      what: 'Counts of recent requests per internet address or email, which stop floods',
      howLong: 'until the time window of the count ends',
    },
    contactMessages: {
      what: 'Messages sent with the contact form',
      howLong: (period: string) => period,
    },
    questions: {
      what: 'Email addresses left in the "Got Questions?" box',
      howLong: (period: string) => period,
    },
    mail: {
      what: 'Copies of the emails we send you',
      howLong: (period: string) =>
        `${period} after they are sent (a copy holding your private booking link loses its text as soon as it is sent)`,
    },
    messages: {
      what: 'Copies of the WhatsApp messages and SMS we send you',
      howLong: (period: string) =>
        `${period} after they are written (a message holding your private booking link loses its text as soon as it is delivered)`,
    },
    contacts: {
      what: 'Per WhatsApp number (kept as a hash): whether you replied STOP, and when you last wrote',
      howLong: 'kept, so a STOP is honoured for as long as we might write to you',
    },
    families: {
      what: "A signed-in parent's family: their Google email and name",
      howLong: 'kept while your family account is open; ask us and we delete it, with everything else we hold about you',
    },
    guardians: {
      what: "A family's second parent or guardian: their Google email and name, their language, their message choices and WhatsApp number",
      howLong: 'kept while they are in the family; deleted when they leave or are removed, or with the family',
    },
    referrals: {
      what: 'Who referred whom: the referred family’s email and WhatsApp number from its trial booking, and whether the referral earned a credit or why not',
      howLong: 'kept with the payments the referral credits',
    },
    children: {
      what: "Your children's names and grades, as you list them on your dashboard",
      howLong: 'kept while your family account is open; remove a child on your dashboard, or ask us and we delete them',
    },
    recommendations: {
      what: "The school's programme recommendation for a child after a trial",
      howLong: 'kept with the enrollment it leads to',
    },
    enrollments: {
      what: "A child's enrollment: course, plan and the date it is paid until",
      howLong: "kept for the school's accounts, like payments",
    },
    certificates: {
      what: "What a child's certificate says (the name as printed, course, level, date, mentor), readable by anyone holding its number",
      howLong: 'kept, so the certificate can be checked for as long as the child shows it; a revoked one says so',
    },
    subscriptions: {
      what: "A card plan's automatic renewal with Paystack: its status, next charge date, and the card's last four digits and expiry (never the card number)",
      howLong: 'kept with the enrollment it renews',
    },
    cardAuthorizations: {
      what: "A card family's saved card: Paystack's reusable authorization code (charged only with the school's secret key, never a card number) and the card's last four digits and expiry",
      howLong: 'kept while the family pays by card; replaced by the next card, deleted when the family is erased',
    },
    classes: {
      what: "A child's weekly classes: first name, course, mentor, time, and the mentor's attendance mark and note",
      howLong: 'kept with the enrollment, as the record of classes given; coming classes are deleted when the plan expires',
    },
    progressReports: {
      what: "A child's monthly progress reports: classes attended, missed and cancelled, the mentor's notes, projects and what comes next",
      howLong:
        'kept with the enrollment, so the dashboard shows every month; deleted with the family when we delete it on request',
    },
    payments: {
      what: 'Payment records (reference, amount, email, student name)',
      howLong:
        "kept for the school's accounts; when we delete a family on request, its payments stay without names, email or number",
    },
  } satisfies Record<string, KeptWords>,
};

/** One row's words: what is kept, and how long (given the period in words when its rule is a number of days). */
export interface KeptWords {
  what: string;
  howLong: string | ((period: string) => string);
}

export type RetentionWords = typeof words;
