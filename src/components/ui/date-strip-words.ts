// The words the booking page's inline date-strip script writes before the form's code
// arrives (book-class.astro), in the page's language, so the strip reads as the island
// will: the day and month names from the catalogue's dateStrip area, "today" from the
// booking words.
import type { Language } from '../../i18n/languages';
import { catalogueIn } from '../../i18n/catalogues';

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

export function stripWords(language: Language): StripWords {
  const days = catalogueIn(language).booking.days;
  const { fullDay, ...names } = catalogueIn(language).dateStrip;
  // The inline script joins the parts itself: what the full label puts between weekday and date.
  return { today: days.today, todayIs: days.todayIs(''), ...names, afterWeekday: fullDay('', '') };
}
