// Weekly classes' dates and times as a reader reads them: the area holds functions, not texts,
// since each language writes a date and a clock time its own way. English keeps the house's own
// (domain/classes/shown.ts, domain/zone-clock.ts).
import { calendarDate } from '../../domain/zone-clock';
import { classWhen, weeklyTimeIn } from '../../domain/classes/shown';

export interface ClassDates {
  /** One class in a zone: "Mon 3 Mar, 16:00 EAT". */
  classWhen: (start: Date, tz: string) => string;
  /** A Nairobi weekly time in a zone on its next date: "Monday 16:00 EAT". */
  weeklyTimeIn: (weekday: number, start: number, tz: string, now: Date) => string;
  /** A date (YYYY-MM-DD) written out: "3 March 2025". */
  calendarDate: (date: string) => string;
}

export const words: ClassDates = { classWhen, weeklyTimeIn, calendarDate };
