// The day and month names the booking page's inline date-strip script writes before the form's
// code arrives (src/components/ui/date-strip-words.ts), as the island will write them: English
// keeps zone-clock.ts's own names, so the booking page's first paint needs no Intl set-up.
import { DAY_NAMES, MONTH_NAMES } from '../../domain/zone-clock';

export const words = {
  /** Weekday names, Sunday first; `chipDays` as the chip shows them. */
  days: [...DAY_NAMES] as readonly string[],
  chipDays: DAY_NAMES.map((day) => day.slice(0, 3)) as readonly string[],
  /** Month names, January first; `chipMonths` as the chip shows them. */
  months: [...MONTH_NAMES] as readonly string[],
  chipMonths: MONTH_NAMES.map((month) => month.slice(0, 3)) as readonly string[],
  /** A day's full label: its weekday, then the day, month and year. */
  fullDay: (weekday: string, date: string) => `${weekday} ${date}`,
};

export type DateStripWords = typeof words;
