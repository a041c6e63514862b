// POST /api/enrollment: the body the enrollment page sends and the function's one reading
// of it, before Firestore is touched: the private link's token, or (for a signed-in parent)
// the recommendation's or the enrollment's id. Anything else is the one "not valid" answer,
// which says nothing of any recommendation.
import type { EnrollMessages } from '../../i18n/en/enroll';
import { accept, isAutoId, isTokenShaped, recordOf, refuse, type Parsed } from '../request';

/** What the page sends, and what the function reads from it: one key. */
export type EnrollmentRequest = { token: string } | { recommendationId: string } | { enrollmentId: string };

/** The one "not valid" answer, in the request's words (English unless given). */
export const notFoundIn = (words: EnrollMessages) => refuse(404, { status: 'not-found', message: words.notFound });

/** `words`: the request's language's (taken, not imported: the page that sends the body loads none of them). */
export function readEnrollmentRequest(body: unknown, words: EnrollMessages): Parsed<EnrollmentRequest> {
  const b = recordOf(body);
  const notFound = notFoundIn(words);
  if (b.token !== undefined) return isTokenShaped(b.token) ? accept({ token: b.token }) : notFound;
  if (b.enrollmentId !== undefined) {
    const id = b.enrollmentId;
    return typeof id === 'string' && (/^[0-9a-f]{32}$/.test(id) || isAutoId(id)) ? accept({ enrollmentId: id }) : notFound;
  }
  return isAutoId(b.recommendationId) ? accept({ recommendationId: b.recommendationId }) : notFound;
}
