// Booking days and class times in Kiswahili: day and month names from Intl ('sw-KE'), and
// every clock time with its reading (swahili-clock.ts), e.g.
// "Alhamisi, 26 Novemba 2026, 10:00 (saa nne asubuhi) EAT".
import { slotInZone } from '../domain/slots';
import { englishDates, type DateWords } from './dates';
import type { Dictionaries } from './dictionary';
import { intlLocale } from './languages';
import { swahiliClockReading, swahiliTime } from './swahili-clock';

function format(date: string, options: Intl.DateTimeFormatOptions): string {
  // Noon UTC is the date itself when read in UTC.
  return new Intl.DateTimeFormat(intlLocale('sw'), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function dayLabel(date: string) {
  return {
    weekday: format(date, { weekday: 'long' }),
    day: format(date, { day: 'numeric' }),
    month: format(date, { month: 'short' }),
    full: format(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

export const swahiliDates: DateWords = {
  dayLabel,
  clockTime: swahiliTime,
  clockReading: swahiliClockReading,
  describeSlot: (date, slot, tz) => {
    const local = slotInZone(date, slot, tz);
    return `${dayLabel(local.date).full}, ${swahiliTime(local.time)} ${local.zone}`;
  },
};

export const dateDictionaries: Dictionaries<DateWords> = { en: englishDates, sw: swahiliDates };
