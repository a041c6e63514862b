// The pieces every Kiswahili mail and message shares: the class time with its Kiswahili
// reading (swahiliTime), dates through Intl in sw-KE (no day or month name is written here),
// plan periods and classes, and what to have ready. Pure. The glossary is docs/kiswahili.md.
import { swahiliTime } from '../../i18n/swahili-clock';
import { intlLocale } from '../../i18n/languages';
import { NAIROBI_TZ, SESSION_MINUTES, slotInZone, slotInstant } from '../slots';
import { CHANGE_CUTOFF_HOURS } from '../change-cutoff';
import type { ClassTime } from './class-time';

const LOCALE = intlLocale('sw');

// A plan's period and classes and a calendar date: light enough for the payment pages to
// carry, so they live apart (i18n/) and are shared from here with the mails.
import { words as planTermsSw } from '../../i18n/sw/planTerms';
export const { period: periodSw, classesText: classesTextSw } = planTermsSw;
export { calendarDate as calendarDateSw } from '../../i18n/sw/grammar/intl-date';

/** "Jumanne, 24 Novemba": the day of `at` in `tz`, as Intl writes it in Kiswahili. */
export function dayAndMonthSw(at: Date, tz: string): string {
  return new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone: tz }).format(at);
}

/** "24 Novemba 2026": the Nairobi day of an instant. */
export function nairobiDateSw(at: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: NAIROBI_TZ }).format(at);
}

/**
 * The trial's time for a Kiswahili reader: "Jumanne, 24 Novemba, 08:00 (saa mbili asubuhi) WAT",
 * with Nairobi's time after it when it differs. `nairobi` is Nairobi's own reading.
 */
export function classTimeSw(date: string, time: string, tz: string): ClassTime {
  const at = slotInstant(date, time);
  const there = slotInZone(date, time, tz);
  const here = slotInZone(date, time, NAIROBI_TZ);
  const local = `${dayAndMonthSw(at, tz)}, ${swahiliTime(there.time)} ${there.zone}`;
  const same = there.time === here.time && there.date === here.date;
  const nairobiDay = there.date === here.date ? '' : `${dayAndMonthSw(at, NAIROBI_TZ)}, `;
  return {
    local,
    full: same ? local : `${local}; Nairobi: ${nairobiDay}${swahiliTime(here.time)}`,
    nairobi: `${dayAndMonthSw(at, NAIROBI_TZ)}, ${swahiliTime(here.time)} ${here.zone} Nairobi`,
  };
}

/** Twin of trial-booked.ts's HAVE_READY. */
export const HAVE_READY_SW = [
  'Kompyuta ya mezani au laptop yenye Chrome (tablet inafaa kwa watoto wadogo zaidi)',
  'Intaneti isiyokatika',
  'Vipokea sauti (headphones) vyenye maikrofoni, mahali patulivu',
  'Jiunge dakika 5 mapema ili darasa lianze kwa wakati',
];

export const classLinkNoteSw = (whatsapp: string) =>
  `Mwalimu atatuma kiungo cha darasa kwenye namba yako ya WhatsApp, ${whatsapp}, kabla ya darasa.`;

/** A length of time in Kiswahili: "saa 1", "masaa 2", "dakika 90" ("masaa" keeps it apart from a clock reading). */
export function hoursSw(minutes: number): string {
  if (minutes % 60 !== 0) return `dakika ${minutes}`;
  const hours = minutes / 60;
  return hours === 1 ? 'saa 1' : `masaa ${hours}`;
}

/** How long a trial lasts, and until how long before it the family may change it. */
export const SESSION_LENGTH_SW = hoursSw(SESSION_MINUTES);
export const CHANGE_CUTOFF_SW = hoursSw(CHANGE_CUTOFF_HOURS * 60);
