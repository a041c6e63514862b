// The words of make-up credits: the plan's rule as the card, the dashboard and the mail state it
// (messages/make-up-text.ts), the dashboard's credits and "Book a make-up", the family's
// "Cancel this class", and the answers of /api/credits (functions/src/credits/).
export const words = {
  /** The plan's rule; the values come from plans.yaml. */
  rule: (noticeHours: number, perMonth: number, validDays: number) => {
    const school = 'A class we cancel gives a make-up credit';
    const family = perMonth
      ? `; so does a class you cancel at least ${noticeHours} ${noticeHours === 1 ? 'hour' : 'hours'} before it starts (up to ${perMonth} a month)`
      : '';
    return `${school}${family}. Credits last until ${validDays} ${validDays === 1 ? 'day' : 'days'} after your paid period ends.`;
  },
  heading: 'Make-up credits',
  none: 'No make-up credits.',
  /** One open credit: the child, and the last day it can be used. */
  credit: (child: string, lastDay: string) => `${child}: one make-up class, book by ${lastDay}`,
  book: 'Book a make-up',
  loadingHours: 'Loading free hours…',
  chooseHour: 'Choose an hour',
  confirm: 'Book this hour',
  booking: 'Booking…',
  close: 'Close',
  withMentor: (when: string, mentor: string) => `${when} with ${mentor}`,
  booked: 'Make-up class booked. It is now in your classes and your calendar.',
  taken: 'That hour was just taken. Please choose another.',
  noHours: 'No mentor of this course has a free hour before this credit expires. Please contact us.',
  notUsable: 'This credit can no longer be used.',
  notFound: 'We could not find that credit.',
  cancelClass: 'Cancel this class',
  cancelConfirm: (rule: string) => `Cancel this class? ${rule}`,
  cancelled: 'Class cancelled.',
  cancelledWithCredit: 'Class cancelled. A make-up credit is now on your dashboard.',
  cancelledNoCredit: (noticeHours: number) =>
    `Class cancelled. Classes cancelled less than ${noticeHours} ${noticeHours === 1 ? 'hour' : 'hours'} before they start, or past the month's make-up credits, give no credit.`,
  classNotFound: 'We could not find that class.',
  failed: 'Something went wrong. Please try again.',
  /** The expiry reminder, by mail and WhatsApp. */
  reminderSubject: (child: string) => `${child}'s make-up credit expires soon`,
  reminderText: (child: string, lastDay: string) =>
    `${child} has a make-up class credit that can be used until ${lastDay}. Book a free hour with any mentor of the course on your dashboard.`,
} as const;

export type CreditWords = typeof words;
