// POST /api/book: the schema of the body the booking form sends, and the function's one
// reading of it. The form's fields are checked whole with the form's own rules
// (src/domain/booking.ts); anything that is not text counts as empty, so it meets the
// field's own message. A signed-in parent's form may name one of the family's children
// (`childId`); whether it is theirs is checked against the family, after the token.
// `altcha` is the solved challenge, read by the function's abuse check, not here.
import type { z } from 'astro/zod';
import { bookingFields, draftFrom, draftProblem, type BookingFields, type Country } from '../booking';
import { isAutoId, recordOf } from '../request';
import { referralCodeOf } from '../referrals';
import { fields, loose, parsedBy, refuseIssue, type WordsOf } from './schema';

/** A booking checked whole: the form's fields, the family's child when one was named, the share code it came with. */
export type CheckedBooking = BookingFields & { childId?: string; referralCode?: string };

/** The words of the request's language (taken, not imported: the form that sends the body loads none of them). */
export interface BookWords {
  messages: WordsOf<typeof draftProblem, 4>;
  children: { notFound: string };
}

/** The booking form's fields as it sends them; `referralCode`: the share link's code the family came with (domain/referrals.ts). */
export const bookShape = {
  studentName: loose<string>(),
  studentGrade: loose<string>(),
  parentName: loose<string>(),
  email: loose<string>(),
  phone: loose<string>(),
  countryCode: loose<string>(),
  date: loose<string>(),
  time: loose<string>(),
  childId: loose<string>().optional(),
  altcha: loose<string>().optional(),
  referralCode: loose<string>().optional(),
};

/** The booking in a body, or the refusal raised on `ctx` (the waitlist's join reads it too). */
export function checkedBooking(
  body: unknown,
  ctx: z.RefinementCtx,
  grades: readonly string[],
  countries: readonly Country[],
  now: Date,
  words: BookWords,
): CheckedBooking {
  const draft = draftFrom(body);
  const problem = draftProblem(draft, grades, countries, now, words.messages);
  if (problem) return refuseIssue(ctx, problem.message, problem.field);
  const { childId, referralCode: code } = recordOf(body);
  if (childId !== undefined && !isAutoId(childId)) return refuseIssue(ctx, words.children.notFound, 'studentName');
  const booking = bookingFields(draft, grades, countries, now);
  // The two agree on every draft (tests/unit/domain/validators.property.test.ts); this answers rather than trusts that.
  if (!booking) return refuseIssue(ctx, words.messages.booking.invalidTime, 'time');
  // A code that is not one is dropped: a mangled link never stands in the way of a booking.
  const referralCode = referralCodeOf(code);
  return { ...booking, ...(childId === undefined ? {} : { childId }), ...(referralCode ? { referralCode } : {}) };
}

export function bookSchema(grades: readonly string[], countries: readonly Country[], now: Date, words: BookWords) {
  return fields(bookShape).transform((body, ctx) => checkedBooking(body, ctx, grades, countries, now, words));
}

/** What the booking form sends. */
export type BookBody = z.input<ReturnType<typeof bookSchema>>;

export const readBookRequest = (body: unknown, ...context: Parameters<typeof bookSchema>) =>
  parsedBy(bookSchema(...context), body);
