// Kiswahili day and month names from Intl ('sw-KE'), read once at build time, as the island's
// Kiswahili dates (./dates.ts) write them: no name is written by hand.
import type { DateStripWords } from '../en/date-strip';
import { intlLocale } from '../languages';

function intlNames(part: Intl.DateTimeFormatOptions, count: number, at: (i: number) => Date): string[] {
  const format = new Intl.DateTimeFormat(intlLocale('sw'), { ...part, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
}

// 4 January 1970 was a Sunday; the 15th of each month of 2001 names the month.
const day = (i: number) => new Date(Date.UTC(1970, 0, 4 + i, 12));
const month = (i: number) => new Date(Date.UTC(2001, i, 15, 12));
const weekdays = intlNames({ weekday: 'long' }, 7, day);

export const words: DateStripWords = {
  days: weekdays,
  // The island's Kiswahili chip shows the whole weekday (their first letters are alike).
  chipDays: weekdays,
  months: intlNames({ month: 'long' }, 12, month),
  chipMonths: intlNames({ month: 'short' }, 12, month),
  fullDay: (weekday, date) => `${weekday}, ${date}`,
};
