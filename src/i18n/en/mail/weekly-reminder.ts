// A weekly class's reminders, a day and an hour before.
export const words = {
  subjectHour: (student: string, mentor: string, brand: string) =>
    `Starting within the hour: ${student}'s class with ${mentor} · ${brand}`,
  subjectDay: (student: string, mentor: string, when: string, brand: string) =>
    `Reminder: ${student}'s class with ${mentor} is on ${when} · ${brand}`,
  hour: (student: string, mentor: string, when: string) =>
    `${student}'s class with ${mentor} starts within the hour, at ${when}.`,
  day: (student: string, mentor: string, when: string) => `A reminder: ${student}'s class with ${mentor} is on ${when}.`,
  join: 'Join the class',
  cantMake: (rule: string, dashboard: string) =>
    `Can't make it? Your plan includes: ${rule}. Move the class from your dashboard: ${dashboard}`,
};
