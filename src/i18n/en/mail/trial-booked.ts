// The trial booked: the family's confirmation.
export const words = {
  subject: (when: string, brand: string) => `Your free trial class is booked: ${when} · ${brand}`,
  booked: (student: string, brand: string) => `${student}'s free trial class with ${brand} is booked.`,
  lengthLabel: 'Length',
  length: (length: string) => `${length}, live online`,
  addToGoogle: 'Add to Google Calendar',
  attached: (file: string) => `The attached file ${file} adds the class to any other calendar.`,
  manage: (untilCutoff: string) =>
    `Need another time, or cannot make it? Your private link below lets you reschedule or cancel ${untilCutoff}. Keep it to yourself: anyone with it can change the booking.`,
};
