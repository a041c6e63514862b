// The query of GET /api/availability: one real calendar date, YYYY-MM-DD (a repeated or
// nested `date` parameter is no date).
import { words as messages, type Messages } from '../../../src/i18n/en/messages';
import { accept, invalid, recordOf, type Parsed } from '../../../src/domain/request';
import { isIsoDate } from '../../../src/domain/slots';

/** Refuses in `words`' language (the page's). */
export function readAvailabilityRequest(query: unknown, words: Messages = messages): Parsed<{ date: string }> {
  const date = recordOf(query).date;
  return isIsoDate(date) ? accept({ date }) : invalid('date', words.booking.invalidDate);
}
