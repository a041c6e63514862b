// What every family mail shares: the greeting, the footer, the labels of the rows that recur,
// what to have ready for a class, and the change cut-off as a sentence part.
export const words = {
  hello: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
  footer: { questions: 'Questions?', whatsappUs: 'WhatsApp us', orWrite: 'or write to' },
  label: {
    class: 'Class',
    student: 'Student',
    grade: 'Grade',
    classLink: 'Class link',
    plan: 'Plan',
    price: 'Price',
    amount: 'Amount',
    reference: 'Reference',
    date: 'Date',
    name: 'Name',
    course: 'Course',
    mentor: 'Mentor',
    billingPeriod: 'Billing period',
  },
  /** What the student needs on the day. */
  haveReadyTitle: 'What to have ready:',
  haveReady: [
    'A laptop or desktop computer with Chrome (a tablet works for the youngest)',
    'A steady internet connection',
    'Headphones with a microphone, in a quiet spot',
    'Join 5 minutes early so the class starts on time',
  ],
  classLinkNote: (whatsapp: string) =>
    `Your teacher sends the class link to your WhatsApp number, ${whatsapp}, before the class.`,
  /** "until 2 hours before the class" */
  untilCutoff: (hours: number) => `until ${hours} hour${hours === 1 ? '' : 's'} before the class`,
  manageBooking: 'Manage your booking',
  openDashboard: 'Open my dashboard',
  replyIfMistake: 'If you think this is a mistake, or have a question, reply to this email.',
};

export type CommonMailWords = typeof words;
