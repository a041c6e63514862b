// A calendar date in Kiswahili through Intl ('sw-KE'), for the mails (mail/sw-words.ts
// re-exports it) and /sw/enroll, which needs nothing else of the mails' words.
import { intlLocale } from './languages';

/** "24 Novemba 2026" for a calendar date written YYYY-MM-DD. */
export function calendarDateSw(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  return new Intl.DateTimeFormat(intlLocale('sw'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noon,
  );
}
