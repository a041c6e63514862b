// Weekly classes' dates and times in Kiswahili: day and month names from Intl ('sw-KE'),
// every clock time with its reading (i18n/swahili-clock.ts), e.g. "Jumatatu 3 Mac,
// 16:00 (saa kumi jioni) EAT".
import { nairobiDate, zoneName } from '../slots';
import { wallTime } from '../zone-clock';
import type { Dictionaries } from '../../i18n/dictionary';
import { intlLocale } from '../../i18n/languages';
import { swahiliTime } from '../../i18n/swahili-clock';
import { calendarDate as calendarDateSw } from '../../i18n/sw/grammar/intl-date';
import { englishClassDates, type ClassDates } from './class-dates';
import { nextDateOn } from './free-times';
import { occurrenceOf } from './occurrences';

function format(date: string, options: Intl.DateTimeFormatOptions): string {
  // Noon UTC is the date itself when read in UTC.
  return new Intl.DateTimeFormat(intlLocale('sw'), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function at(start: Date, tz: string, dateOptions: Intl.DateTimeFormatOptions): string {
  const w = wallTime(start, tz);
  return `${format(w.date, dateOptions)}, ${swahiliTime(w.time)} ${zoneName(tz, start)}`;
}

export const swahiliClassDates: ClassDates = {
  classWhen: (start, tz) => at(start, tz, { weekday: 'short', day: 'numeric', month: 'short' }),
  weeklyTimeIn: (weekday, start, tz, now) =>
    at(occurrenceOf(nextDateOn(nairobiDate(now), weekday), start).start, tz, { weekday: 'long' }),
  calendarDate: calendarDateSw,
};

export const classDateDictionaries: Dictionaries<ClassDates> = { en: englishClassDates, sw: swahiliClassDates };
