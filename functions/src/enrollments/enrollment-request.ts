// POST /api/enrollment's whole request, read before Firestore is touched: the private
// link's token, or (for a signed-in parent) the recommendation's or the enrollment's id. Anything else is the
// one "not valid" answer, which says nothing of any recommendation. Pure.
import { enrollMessages, type EnrollMessages } from '../../../src/domain/enrollment/messages';
import { accept, isAutoId, recordOf, refuse, type Parsed } from '../../../src/domain/request';
import { isTokenShaped } from '../bookings/token';

export type EnrollmentRequest = { token: string } | { recommendationId: string } | { enrollmentId: string };

/** The one "not valid" answer, in the request's words (English unless given). */
export const notFoundIn = (words: EnrollMessages) => refuse(404, { status: 'not-found', message: words.notFound });

export function readEnrollmentRequest(body: unknown, words: EnrollMessages = enrollMessages): Parsed<EnrollmentRequest> {
  const b = recordOf(body);
  const notFound = notFoundIn(words);
  if (b.token !== undefined) return isTokenShaped(b.token) ? accept({ token: b.token }) : notFound;
  if (b.enrollmentId !== undefined) {
    const id = b.enrollmentId;
    return typeof id === 'string' && (/^[0-9a-f]{32}$/.test(id) || isAutoId(id)) ? accept({ enrollmentId: id }) : notFound;
  }
  return isAutoId(b.recommendationId) ? accept({ recommendationId: b.recommendationId }) : notFound;
}
