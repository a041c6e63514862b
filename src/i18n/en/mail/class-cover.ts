// A weekly class the school could not give with its mentor: covered by another, or cancelled
// with a make-up credit.
export const words = {
  subjectCovered: (student: string, mentor: string, brand: string) => `${student}'s next class is with ${mentor} · ${brand}`,
  covered: (student: string, when: string, mentor: string) =>
    `${student}'s mentor can't give the class of ${when}, so ${mentor} will teach it instead. The time stays the same.`,
  join: 'Join the class',
  subjectCancelled: (student: string, brand: string) => `${student}'s class is cancelled: a make-up class is yours · ${brand}`,
  cancelled: (student: string, when: string) =>
    `We are sorry: we have had to cancel ${student}'s class of ${when}, as no mentor is free then.`,
  closed: (student: string, when: string, day: string) =>
    `We are sorry: ${student}'s class of ${when} will not take place, as the school is closed that day${day ? ` (${day})` : ''}.`,
  credit: 'You get a make-up class credit for it. Choose the make-up class from your dashboard.',
  dashboard: 'Open your dashboard',
};
