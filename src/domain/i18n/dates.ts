// Booking days and class times as a reader of `language` reads them. English keeps the
// house's own names (slots.ts, zone-clock.ts: no Intl set-up on the booking page's first
// paint); other languages take their day and month names from Intl and, in Kiswahili,
// every clock time carries its reading (swahili-clock.ts).
import { dayLabel, describeSlot, slotInZone } from '../slots';
import { intlLocale, type Language } from './languages';
import { swahiliTime } from './swahili-clock';

type DayLabel = ReturnType<typeof dayLabel>;

function format(date: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  // Noon UTC is the date itself when read in UTC.
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** A Nairobi date's chip and spoken labels (weekday, day, month, full) in `language`. */
export function dayLabelIn(date: string, language: Language): DayLabel {
  if (language === 'en') return dayLabel(date);
  return {
    weekday: format(date, language, { weekday: 'long' }),
    day: format(date, language, { day: 'numeric' }),
    month: format(date, language, { month: 'short' }),
    full: format(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/** A clock time (HH:MM) as a reader of `language` reads it. */
export function clockTimeIn(time: string, language: Language): string {
  return language === 'sw' ? swahiliTime(time) : time;
}

/** A whole class time, e.g. "Alhamisi, 26 Novemba 2026, 10:00 (saa nne asubuhi) EAT". */
export function describeSlotIn(date: string, slot: string, tz: string, language: Language): string {
  if (language === 'en') return describeSlot(date, slot, tz);
  const local = slotInZone(date, slot, tz);
  return `${dayLabelIn(local.date, language).full}, ${clockTimeIn(local.time, language)} ${local.zone}`;
}
