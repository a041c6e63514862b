// The calendar files' words: the trial class's event (.ics file and Google Calendar link, from
// /success, /dashboard and the booking mails) and the family's weekly classes feed.
export const words = {
  trial: {
    title: (student: string) => `Free trial class: ${student}`,
    details: (v: { student: string; length: string; date: string; time: string; zone: string }) =>
      `Live online coding trial class for ${v.student} (${v.length}). Booked for ${v.date} at ${v.time} Nairobi time (${v.zone}).`,
    alarm: (minutes: number) => `Trial class starts in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    location: 'Online',
    /** The downloaded file's name: "trial-class-2025-03-10.ics". */
    fileName: (date: string) => `trial-class-${date}.ics`,
  },
  feed: {
    /** "Amani: Scratch with Baraka" */
    summary: (child: string, course: string, mentor: string) => `${child}: ${course} with ${mentor}`,
    /** `join` is the class's https link, or null when it has none. */
    description: (brand: string, child: string, mentor: string, join: string | null) =>
      `${brand} class of ${child} with ${mentor}.${join ? ` Join: ${join}` : ''}`,
    name: (brand: string) => `${brand} classes`,
  },
};

export type CalendarWords = typeof words;
