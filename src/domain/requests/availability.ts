// The query of GET /api/availability: one real calendar date, YYYY-MM-DD (a repeated or
// nested `date` parameter is no date), and the family's country when the form knows it (its
// closed days count then; an unknown code counts as none given).
import { isIsoDate } from '../slots';
import { findCountry } from '../countries';
import { fields, loose, parsedBy, refuseIssue } from './schema';

/** Refuses in `words`' language (the page's). */
export function availabilitySchema(words: { booking: { invalidDate: string } }) {
  return fields({ date: loose<string>(), country: loose<string>().optional() }).transform(({ date, country }, ctx) => {
    if (!isIsoDate(date)) return refuseIssue(ctx, words.booking.invalidDate, 'date');
    return typeof country === 'string' && findCountry(country) ? { date, country } : { date };
  });
}

export const readAvailabilityRequest = (query: unknown, words: Parameters<typeof availabilitySchema>[0]) =>
  parsedBy(availabilitySchema(words), query);
