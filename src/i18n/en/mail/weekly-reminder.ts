// A weekly class's reminders, a day before and the last one `hours` before (settings.yaml `booking.reminderHours`).

/** "within the hour", "within 2 hours". */
const within = (hours: number) => (hours === 1 ? 'within the hour' : `within ${hours} hours`);

export const words = {
  subjectHour: (student: string, mentor: string, brand: string, hours: number) =>
    `Starting ${within(hours)}: ${student}'s class with ${mentor} · ${brand}`,
  subjectDay: (student: string, mentor: string, when: string, brand: string) =>
    `Reminder: ${student}'s class with ${mentor} is on ${when} · ${brand}`,
  hour: (student: string, mentor: string, when: string, hours: number) =>
    `${student}'s class with ${mentor} starts ${within(hours)}, at ${when}.`,
  day: (student: string, mentor: string, when: string) => `A reminder: ${student}'s class with ${mentor} is on ${when}.`,
  join: 'Join the class',
  cantMake: (rule: string, dashboard: string) =>
    `Can't make it? Your plan includes: ${rule}. Move the class from your dashboard: ${dashboard}`,
};
