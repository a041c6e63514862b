// Weekly classes' dates and times as a reader reads them, one set of functions per language
// (like the catalogue's `dates` area for the trial). English keeps the house's own (shown.ts, zone-clock.ts);
// class-dates.sw.ts is Kiswahili's, loaded only by the Kiswahili pages' islands.
import { calendarDate } from '../zone-clock';
import { classWhen, weeklyTimeIn } from './shown';
import type { TwinKey } from '../../i18n/dictionary';

export interface ClassDates {
  /** One class in a zone: "Mon 3 Mar, 16:00 EAT". */
  classWhen: (start: Date, tz: string) => string;
  /** A Nairobi weekly time in a zone on its next date: "Monday 16:00 EAT". */
  weeklyTimeIn: (weekday: number, start: number, tz: string, now: Date) => string;
  /** A date (YYYY-MM-DD) written out: "3 March 2025". */
  calendarDate: (date: string) => string;
}

export const englishClassDates: ClassDates = { classWhen, weeklyTimeIn, calendarDate };

/** The key an island reads this module's twins by (islands/hooks/useWords.ts). */
export const classDateTwins = 'classDates' as TwinKey<ClassDates>;
