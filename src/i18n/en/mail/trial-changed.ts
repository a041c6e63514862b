// The trial moved or cancelled, to the family.
export const words = {
  moved: {
    subject: (when: string, brand: string) => `Your free trial class has moved to ${when} · ${brand}`,
    newTime: (student: string) => `${student}'s free trial class has a new time.`,
    newTimeLabel: 'New time',
    wasLabel: 'Was',
    addToGoogle: 'Add the new time to Google Calendar',
    attached: (file: string) => `The attached ${file} replaces the old event in other calendars.`,
    changeAgain: (untilCutoff: string) =>
      `To change it again, use the private link from your booking confirmation (${untilCutoff}).`,
  },
  cancelled: {
    subject: (when: string, brand: string) => `Your free trial class on ${when} is cancelled · ${brand}`,
    bySchool: (student: string, when: string) => `We are sorry: we had to cancel ${student}'s free trial class on ${when}.`,
    byFamily: (student: string, when: string) => `As you asked, ${student}'s free trial class on ${when} is cancelled.`,
    reasonLabel: 'Reason',
    bookAnother: 'You are welcome to book another free trial class whenever it suits you.',
    bookButton: 'Book a free trial class',
  },
};
