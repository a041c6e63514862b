// Weekly classes' dates and times in Kiswahili: day and month names from Intl ('sw-KE'),
// every clock time with its reading (../swahili-clock.ts), e.g. "Jumatatu 3 Mac,
// 16:00 (saa kumi jioni) EAT".
import { nairobiDate, zoneName } from '../../domain/slots';
import { wallTime } from '../../domain/zone-clock';
import { nextDateOn } from '../../domain/classes/free-times';
import { occurrenceOf } from '../../domain/classes/occurrences';
import { swahiliTime } from '../swahili-clock';
import { calendarDate as calendarDateSw, intlDate as format } from './grammar/intl-date';
import type { ClassDates } from '../en/class-dates';

function at(start: Date, tz: string, dateOptions: Intl.DateTimeFormatOptions): string {
  const w = wallTime(start, tz);
  return `${format(w.date, dateOptions)}, ${swahiliTime(w.time)} ${zoneName(tz, start)}`;
}

export const words: ClassDates = {
  classWhen: (start, tz) => at(start, tz, { weekday: 'short', day: 'numeric', month: 'short' }),
  weeklyTimeIn: (weekday, start, tz, now) =>
    at(occurrenceOf(nextDateOn(nairobiDate(now), weekday), start).start, tz, { weekday: 'long' }),
  calendarDate: calendarDateSw,
};
