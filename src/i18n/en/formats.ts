// English's grammar for the messages: how a class time, a date, a month, a length of time, a
// plan's period and its classes a week are written. The messages call these by name and never
// ask which language they are in; each language's formats.ts gives the same functions.
import { classMoment, momentOf, type ClassMoment, type ClassTime } from '../../domain/class-time';
import type { Period } from '../../domain/pricing';
import { words as planTerms } from './planTerms';
import { NAIROBI_TZ } from '../../domain/slots';
import { calendarDate, dayAndMonth, dayMonthYear, fullDate, wallTime } from '../../domain/zone-clock';
import { monthName } from '../../domain/progress/month';

function written(m: ClassMoment): ClassTime {
  const local = `${dayAndMonth(m.thereWall)}, ${m.there.time} ${m.there.zone}`;
  const nairobiDay = m.sameDay ? '' : `${dayAndMonth(m.hereWall)}, `;
  return {
    local,
    full: m.same ? local : `${local} (${nairobiDay}${m.here.time} in Nairobi)`,
    nairobi: `${fullDate(m.hereWall)}, ${m.here.time} ${m.here.zone} in Nairobi`,
  };
}

export const words = {
  /** A trial's Nairobi date and slot, read in the family's zone `tz`. */
  classTime: (date: string, time: string, tz: string): ClassTime => written(classMoment(date, time, tz)),
  /** A weekly class stored as an instant, read in the family's zone. */
  classTimeAt: (start: Date, tz: string): ClassTime => written(momentOf(start, tz)),
  /** A clock time "10:00" as a reader of this language reads it. */
  clock: (time: string): string => time,
  /** "10 March 2025" for YYYY-MM-DD. */
  calendarDate: (date: string): string => calendarDate(date),
  /** "10 March 2025": the Nairobi day of an instant. */
  nairobiDate: (at: Date): string => dayMonthYear(wallTime(at, NAIROBI_TZ)),
  /** "November 2026" for YYYY-MM. */
  monthName: (month: string): string => monthName(month),
  /** "Monthly" */
  period: (period: Period): string => planTerms.period[period],
  /** "3 classes per week" */
  classes: (count: number): string => planTerms.classesText(count),
  /** A length of time: "1 hour", "2 hours", "90 minutes". */
  length: (minutes: number): string => {
    if (minutes % 60 !== 0) return `${minutes} minutes`;
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  },
};

export type FormatWords = typeof words;
