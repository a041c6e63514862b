// Booking days and class times in Kiswahili: day and month names from Intl ('sw-KE'), and
// every clock time with its reading (swahili-clock.ts), e.g.
// "Alhamisi, 26 Novemba 2026, 10:00 (saa nne asubuhi) EAT".
import { slotInZone } from '../../domain/slots';
import type { DateWords } from '../en/dates';
import { swahiliClockReading, swahiliTime } from '../swahili-clock';
import { intlDate as format } from './grammar/intl-date';

function dayLabel(date: string) {
  return {
    weekday: format(date, { weekday: 'long' }),
    day: format(date, { day: 'numeric' }),
    month: format(date, { month: 'short' }),
    full: format(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

export const words: DateWords = {
  dayLabel,
  clockTime: swahiliTime,
  clockReading: swahiliClockReading,
  describeSlot: (date, slot, tz) => {
    const local = slotInZone(date, slot, tz);
    return `${dayLabel(local.date).full}, ${swahiliTime(local.time)} ${local.zone}`;
  },
};
