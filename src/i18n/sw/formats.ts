// Kiswahili's grammar for the messages, behind the same names as ../en/formats.ts: a time
// carries its Kiswahili reading ("09:00 (saa tatu asubuhi)", swahili-clock.ts), dates come from
// Intl in sw-KE (no day or month name is written here), and a length of time is written in
// minutes ("dakika 60"): a count of hours ("saa 1") reads as a clock time.
import type { FormatWords } from '../en/formats';
import { classMoment, momentOf, type ClassMoment, type ClassTime } from '../../domain/class-time';
import { NAIROBI_TZ } from '../../domain/slots';
import { intlLocale } from '../languages';
import { swahiliTime } from '../swahili-clock';
import { calendarDate } from './grammar/intl-date';
import { words as planTerms } from './planTerms';

const LOCALE = intlLocale('sw');

/** "Jumanne, 24 Novemba": the day of `at` in `tz`, as Intl writes it in Kiswahili. */
const dayAndMonth = (at: Date, tz: string) =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone: tz }).format(at);

function written(m: ClassMoment, tz: string): ClassTime {
  const local = `${dayAndMonth(m.at, tz)}, ${swahiliTime(m.there.time)} ${m.there.zone}`;
  const nairobiDay = m.sameDay ? '' : `${dayAndMonth(m.at, NAIROBI_TZ)}, `;
  return {
    local,
    full: m.same ? local : `${local}; Nairobi: ${nairobiDay}${swahiliTime(m.here.time)}`,
    nairobi: `${dayAndMonth(m.at, NAIROBI_TZ)}, ${swahiliTime(m.here.time)} ${m.here.zone} Nairobi`,
  };
}

export const words: FormatWords = {
  classTime: (date, time, tz) => written(classMoment(date, time, tz), tz),
  classTimeAt: (start, tz) => written(momentOf(start, tz), tz),
  clock: (time) => swahiliTime(time),
  calendarDate: (date) => calendarDate(date),
  nairobiDate: (at) =>
    new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: NAIROBI_TZ }).format(at),
  monthName: (month) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 15)),
    );
  },
  period: (period) => planTerms.period[period],
  classes: (count) => planTerms.classesText(count),
  length: (minutes) => `dakika ${minutes}`,
};
