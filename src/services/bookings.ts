// Booking a trial class: one POST to /api/book. The function checks everything again,
// takes the seat, applies the one-upcoming-trial-per-child rule and writes the booking; the browser
// writes nothing. A signed-in parent's request carries their ID token (the function takes
// the uid from it, never from the body).
import type { DayAvailability as Availability } from '../domain/seats';
import type { BookingDraft } from '../domain/booking';
import { bookBody } from '../domain/requests/bodies';
import { forgetSharedCode, sharedCode } from './referral-code';
import type { Language } from '../i18n/languages';
import { callApi, ApiUnavailable } from './api';
import { readAvailability } from './availability';
import { prepareChallenge, takeChallenge } from './challenge';

export type BookAnswer =
  | { status: 'booked'; id: string; manageUrl: string }
  | { status: 'full'; availability: Availability | null }
  | { status: 'family' }
  | { status: 'invalid'; field: string; message: string }
  /** Too many tries; `message` when the server says why (the connection's daily bookings). */
  | { status: 'limited'; message?: string }
  /** The proof of work was missing or refused twice. */
  | { status: 'challenge' };

/** Sends the draft as typed, with its solved challenge: the function checks it with the
 *  form's own rules (src/domain/booking.ts), so the two never disagree. Resolves with the function's answer; throws
 *  ApiUnavailable when the network or the server fails (the form then goes to /error,
 *  keeping the draft). A refused challenge (expired, say) is solved afresh and sent once more. */
export async function bookTrial(
  draft: BookingDraft,
  idToken?: string | null,
  childId?: string,
  language?: Language,
): Promise<BookAnswer> {
  let answer = await send(draft, idToken, childId, await takeChallenge(), language);
  if (answer.status === 'challenge') answer = await send(draft, idToken, childId, await takeChallenge(), language);
  // The solution was spent: the parent's next try gets a new one, worked out meanwhile.
  if (answer.status !== 'booked') prepareChallenge();
  return answer;
}

async function send(
  draft: BookingDraft,
  idToken: string | null | undefined,
  childId: string | undefined,
  altcha: string | null,
  language: Language | undefined,
): Promise<BookAnswer> {
  // The family's child the parent picked (signed in only; the function checks it is theirs).
  // The share link's code the family came with, if any (referral-code.ts).
  const body = bookBody(draft, { childId: idToken ? childId : undefined, altcha, referralCode: sharedCode() });
  const { status, body: reply } = await callApi('/api/book', { body, idToken, language });
  const kind = reply.status;
  if (status === 200 && kind === 'booked' && typeof reply.id === 'string' && typeof reply.manageUrl === 'string') {
    forgetSharedCode();
    return { status: 'booked', id: reply.id, manageUrl: reply.manageUrl };
  }
  if (status === 409 && kind === 'full') return { status: 'full', availability: readAvailability(reply.availability) };
  if (status === 409 && kind === 'family') return { status: 'family' };
  if ((status === 400 || status === 409) && kind === 'invalid') {
    return { status: 'invalid', field: String(reply.field ?? ''), message: String(reply.message ?? '') };
  }
  if (status === 403 && kind === 'challenge') return { status: 'challenge' };
  if (status === 429)
    return typeof reply.message === 'string' ? { status: 'limited', message: reply.message } : { status: 'limited' };
  throw new ApiUnavailable(`/api/book: unexpected answer (HTTP ${status}, ${String(kind)})`);
}
