// The trial class's reminders, a day and an hour before.
export const words = {
  subjectHour: (student: string, when: string, brand: string) =>
    `Starting within the hour: ${student}'s free trial class at ${when} · ${brand}`,
  subjectDay: (student: string, when: string, brand: string) =>
    `Reminder: ${student}'s free trial class is on ${when} · ${brand}`,
  hour: (student: string, when: string) => `${student}'s free trial class starts within the hour, at ${when}.`,
  day: (student: string, when: string) => `A reminder: ${student}'s free trial class is on ${when}.`,
  change: (untilCutoff: string) =>
    `Need another time? The private link in your booking confirmation lets you reschedule or cancel ${untilCutoff}.`,
};
