// Kiswahili dates through Intl ('sw-KE'): no day or month name is written by hand. Grammar, not
// an area: dates.ts, the mails and the payment and dashboard islands format with it, and a page
// that needs only a calendar date (/sw/enroll's island) carries no clock.
import { intlLocale } from '../../languages';

/** A calendar date written YYYY-MM-DD, formatted with `options`. */
export function intlDate(date: string, options: Intl.DateTimeFormatOptions): string {
  // Noon UTC is the date itself when read in UTC.
  return new Intl.DateTimeFormat(intlLocale('sw'), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** "24 Novemba 2026" */
export const calendarDate = (date: string): string => intlDate(date, { day: 'numeric', month: 'long', year: 'numeric' });
