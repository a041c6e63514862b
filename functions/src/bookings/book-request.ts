// The body of POST /api/book: the booking form's fields, checked whole with the form's own
// rules (src/domain/booking.ts). Anything that is not text counts as empty, so it meets the
// field's own message.
import { bookingFields, draftFrom, draftProblem, type BookingFields, type Country } from '../../../src/domain/booking';
import { messages } from '../../../src/domain/messages';
import { accept, invalid, type Parsed } from '../../../src/domain/request';

export function readBookRequest(
  body: unknown,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
): Parsed<BookingFields> {
  const draft = draftFrom(body);
  const problem = draftProblem(draft, grades, countries, now);
  if (problem) return invalid(problem.field, problem.message);
  const fields = bookingFields(draft, grades, countries, now);
  // The two agree on every draft (tests/unit/domain-validators.property.test.ts); this answers rather than trusts that.
  return fields ? accept(fields) : invalid('time', messages.booking.invalidTime);
}
