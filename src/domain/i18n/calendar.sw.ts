// A calendar date and a plan's period in Kiswahili: shared by every Kiswahili mail
// (mail/sw-words.ts) and the dashboard's Kiswahili words, so it imports nothing else of theirs.
import { intlLocale } from './languages';
import type { Period } from '../pricing';

/** "24 Novemba 2026" for a calendar date written YYYY-MM-DD. */
export function calendarDateSw(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  return new Intl.DateTimeFormat(intlLocale('sw'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noon,
  );
}

export const periodSw: Record<Period, string> = {
  monthly: 'Kila mwezi',
  quarterly: 'Kila miezi mitatu',
  yearly: 'Kila mwaka',
};
