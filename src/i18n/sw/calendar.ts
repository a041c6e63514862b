// Kiswahili: the calendar files' words, as ../en/calendar.ts.
import type { CalendarWords } from '../en/calendar';

export const words: CalendarWords = {
  trial: {
    title: (student) => `Darasa la majaribio (bure): ${student}`,
    details: (v) =>
      `Darasa la majaribio la kuandika programu, mtandaoni, kwa ${v.student} (${v.length}). ` +
      `Limewekwa ${v.date}, ${v.time} kwa saa za Nairobi (${v.zone}).`,
    alarm: (minutes) => `Darasa la majaribio linaanza baada ya dakika ${minutes}`,
    location: 'Mtandaoni',
    fileName: (date) => `darasa-la-majaribio-${date}.ics`,
  },
  feed: {
    summary: (child, course, mentor) => `${child}: ${course} na ${mentor}`,
    description: (brand, child, mentor, join) => `Darasa la ${brand} la ${child} na ${mentor}.${join ? ` Jiunge: ${join}` : ''}`,
    name: (brand) => `Madarasa ya ${brand}`,
  },
};
