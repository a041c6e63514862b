// The query of GET /api/availability: one real calendar date, YYYY-MM-DD (a repeated or
// nested `date` parameter is no date), and the family's country when the form knows it (its
// closed days count then; an unknown code counts as none given).
import { words as messages, type Messages } from '../../i18n/en/messages';
import { accept, invalid, recordOf, type Parsed } from '../request';
import { isIsoDate } from '../slots';
import { findCountry } from '../countries';

/** Refuses in `words`' language (the page's). */
export function readAvailabilityRequest(query: unknown, words: Messages = messages): Parsed<{ date: string; country?: string }> {
  const { date, country } = recordOf(query);
  if (!isIsoDate(date)) return invalid('date', words.booking.invalidDate);
  return accept(typeof country === 'string' && findCountry(country) ? { date, country } : { date });
}
