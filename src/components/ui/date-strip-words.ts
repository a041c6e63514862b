// The words the booking page's inline date-strip script writes before the form's code
// arrives (book-class.astro), in the page's language, so the strip reads as the island
// will: English from zone-clock.ts's names, Kiswahili from Intl ('sw-KE') at build time.
import { intlLocale, type Language } from '../../i18n/languages';
import { catalogueIn } from '../../i18n/catalogues';
import { DAY_NAMES, MONTH_NAMES } from '../../domain/zone-clock';

export interface StripWords {
  /** Weekday names, Sunday first; `chipDays` as the chip shows them. */
  days: readonly string[];
  chipDays: readonly string[];
  /** Month names, January first; `chipMonths` as the chip shows them. */
  months: readonly string[];
  chipMonths: readonly string[];
  today: string;
  /** What goes before the day's full label for today ("Today, "). */
  todayIs: string;
  /** Between the weekday and the rest of the full label. */
  afterWeekday: string;
}

function intlNames(language: Language, part: Intl.DateTimeFormatOptions, count: number, at: (i: number) => Date) {
  const format = new Intl.DateTimeFormat(intlLocale(language), { ...part, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
}

export function stripWords(language: Language): StripWords {
  const days = catalogueIn(language).booking.days;
  const common = { today: days.today, todayIs: days.todayIs('') };
  if (language === 'en') {
    return {
      ...common,
      days: DAY_NAMES,
      chipDays: DAY_NAMES.map((day) => day.slice(0, 3)),
      months: MONTH_NAMES,
      chipMonths: MONTH_NAMES.map((month) => month.slice(0, 3)),
      afterWeekday: ' ',
    };
  }
  // 4 January 1970 was a Sunday; the 15th of each month of 2001 names the month.
  const day = (i: number) => new Date(Date.UTC(1970, 0, 4 + i, 12));
  const month = (i: number) => new Date(Date.UTC(2001, i, 15, 12));
  const weekdays = intlNames(language, { weekday: 'long' }, 7, day);
  return {
    ...common,
    days: weekdays,
    // The island's Kiswahili chip shows the whole weekday (their first letters are alike).
    chipDays: weekdays,
    months: intlNames(language, { month: 'long' }, 12, month),
    chipMonths: intlNames(language, { month: 'short' }, 12, month),
    afterWeekday: ', ',
  };
}
