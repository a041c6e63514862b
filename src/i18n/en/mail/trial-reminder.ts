// The trial class's reminders, a day before and the last one `hours` before (settings.yaml `booking.reminderHours`).

/** "within the hour", "within 2 hours". */
const within = (hours: number) => (hours === 1 ? 'within the hour' : `within ${hours} hours`);

export const words = {
  subjectHour: (student: string, when: string, brand: string, hours: number) =>
    `Starting ${within(hours)}: ${student}'s free trial class at ${when} · ${brand}`,
  subjectDay: (student: string, when: string, brand: string) =>
    `Reminder: ${student}'s free trial class is on ${when} · ${brand}`,
  hour: (student: string, when: string, hours: number) => `${student}'s free trial class starts ${within(hours)}, at ${when}.`,
  day: (student: string, when: string) => `A reminder: ${student}'s free trial class is on ${when}.`,
  change: (untilCutoff: string) =>
    `Need another time? The private link in your booking confirmation lets you reschedule or cancel ${untilCutoff}.`,
};
