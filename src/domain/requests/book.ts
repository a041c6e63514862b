// POST /api/book: the body the booking form sends and the function's one reading of it.
// The form's fields are checked whole with the form's own rules (src/domain/booking.ts);
// anything that is not text counts as empty, so it meets the field's own message. A
// signed-in parent's form may name one of the family's children (`childId`); whether it is
// theirs is checked against the family, after the token. `altcha` is the solved challenge,
// read by the function's abuse check, not here.
import { bookingFields, draftFrom, draftProblem, type BookingDraft, type BookingFields, type Country } from '../booking';
import type { Messages } from '../../i18n/en/messages';
import type { ChildMessages } from '../../i18n/en/children';
import { accept, invalid, isAutoId, recordOf, type Parsed } from '../request';
import { referralCodeOf } from '../referrals';

/** What the booking form sends; `referralCode`: the share link's code the family came with (domain/referrals.ts). */
export type BookBody = BookingDraft & { childId?: string; altcha?: string; referralCode?: string };

/** The form's body: the draft as typed, the family's child (signed in only) and the challenge's solution. */
export function bookBody(
  draft: BookingDraft,
  extra: { childId?: string; altcha?: string | null; referralCode?: string | null } = {},
): BookBody {
  return {
    ...draft,
    ...(extra.childId ? { childId: extra.childId } : {}),
    ...(extra.altcha ? { altcha: extra.altcha } : {}),
    ...(extra.referralCode ? { referralCode: extra.referralCode } : {}),
  };
}

/** A booking checked whole: the form's fields, the family's child when one was named, the share code it came with. */
export type CheckedBooking = BookingFields & { childId?: string; referralCode?: string };

export function readBookRequest(
  body: unknown,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
  /** The words of the request's language (taken, not imported: the form that sends the body loads none of them). */
  words: { messages: Messages; children: ChildMessages },
): Parsed<CheckedBooking> {
  const draft = draftFrom(body);
  const problem = draftProblem(draft, grades, countries, now, words.messages);
  if (problem) return invalid(problem.field, problem.message);
  const childId = recordOf(body).childId;
  if (childId !== undefined && !isAutoId(childId)) return invalid('studentName', words.children.notFound);
  const fields = bookingFields(draft, grades, countries, now);
  // The two agree on every draft (tests/unit/domain/validators.property.test.ts); this answers rather than trusts that.
  if (!fields) return invalid('time', words.messages.booking.invalidTime);
  // A code that is not one is dropped: a mangled link never stands in the way of a booking.
  const referralCode = referralCodeOf(recordOf(body).referralCode);
  return accept({ ...fields, ...(childId === undefined ? {} : { childId }), ...(referralCode ? { referralCode } : {}) });
}
