// POST /api/enrollment: the schema of the body the enrollment page sends and the function's
// one reading of it, before Firestore is touched: the private link's token, or (for a
// signed-in parent) the recommendation's or the enrollment's id. Anything else is the one
// "not valid" answer, which says nothing of any recommendation.
import type { z } from 'astro/zod';
import { isAutoId, isTokenShaped, refuse } from '../request';
import { bodyOf, NOT_FOUND, parsedBy, refuseIssue } from './schema';

/** What the page sends, and what the function reads from it: one key. */
export type EnrollmentRequest = { token: string } | { recommendationId: string } | { enrollmentId: string };

/** The words of the request's language (taken, not imported: the page that sends the body loads none of them). */
export interface EnrollWords {
  notFound: string;
}

/** The one "not valid" answer, in the request's words. */
export const notFoundIn = (words: EnrollWords) => refuse(NOT_FOUND.http, { status: NOT_FOUND.status, message: words.notFound });

export function enrollmentSchema(words: EnrollWords) {
  return bodyOf<EnrollmentRequest>().transform((b, ctx): EnrollmentRequest => {
    const notFound = () => refuseIssue(ctx, words.notFound, NOT_FOUND);
    if (b.token !== undefined) return isTokenShaped(b.token) ? { token: b.token } : notFound();
    if (b.enrollmentId !== undefined) {
      const id = b.enrollmentId;
      return typeof id === 'string' && (/^[0-9a-f]{32}$/.test(id) || isAutoId(id)) ? { enrollmentId: id } : notFound();
    }
    return isAutoId(b.recommendationId) ? { recommendationId: b.recommendationId } : notFound();
  });
}

/** What the page sends. */
export type EnrollmentBody = z.input<ReturnType<typeof enrollmentSchema>>;

export const readEnrollmentRequest = (body: unknown, words: EnrollWords) => parsedBy(enrollmentSchema(words), body);
