// A part of a plan paid in parts: its reminders (days before it falls due, on the day, days after).
export const words = {
  subject: {
    before: (student: string, part: string, due: string) => `${student}'s plan: ${part} is due on ${due}`,
    day: (student: string, part: string) => `${student}'s plan: ${part} is due today`,
    after: (student: string, part: string) => `${student}'s plan: ${part} is late`,
  },
  opening: {
    before: (student: string, due: string) => `The next part of ${student}'s plan falls due on ${due}.`,
    day: (student: string) => `The next part of ${student}'s plan falls due today.`,
    after: (student: string, due: string, pauseOn: string) =>
      `The part of ${student}'s plan that fell due on ${due} is not paid yet. ` +
      `Pay it by ${pauseOn} and the classes go on; after that they pause until it is paid, and resume when it is.`,
  },
  /** The saved card was declined for the part (`last4`: its last four digits, or empty). */
  cardDeclined: (student: string, part: string, last4: string) =>
    `We tried to charge ${part} of ${student}'s plan to your card${last4 ? ` ending ${last4}` : ''}, and the bank declined it. ` +
    'Nothing was taken. Please pay this part by M-Pesa or another card with the button below.',
  /** "part 2 of 3" */
  part: (n: number, of: number) => `part ${n} of ${of}`,
  howToPay: 'Pay by M-Pesa or card on your dashboard, with the button below.',
  pay: (part: string) => `Pay ${part}`,
};
