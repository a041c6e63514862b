// /api/session: the schema of what the site sends it and the function's one reading of it. A
// POST starts the session (its ID token in the Authorization header) or ends it; a GET reads
// it, as the family's view, or as a mentor's with `?view=mentor`. The cookie is the
// function's business.
import { MENTOR_VIEW } from '../classes/mentor-view';
import type { UnreadableWords } from '../request';
import { bodyOf, parsedBy, refuseIssue } from './schema';

/** What the site posts. */
export type SessionBody = { action: 'start' } | { action: 'end' };

/** The request as the function serves it: a GET is a read. */
export type SessionRequest = SessionBody | { action: 'read'; view: 'family' | 'mentor' };

/** A GET's query or a POST's body; refused in the words of the request's language. */
export function sessionSchema(method: 'GET' | 'POST', words: UnreadableWords) {
  return bodyOf<SessionBody | { view?: string }>().transform((fields, ctx): SessionRequest => {
    if (method === 'GET') return { action: 'read', view: fields.view === MENTOR_VIEW ? 'mentor' : 'family' };
    const action = fields.action;
    return action === 'start' || action === 'end' ? { action } : refuseIssue(ctx, words.request.unreadable, 'action');
  });
}

export const readSessionRequest = (input: unknown, method: 'GET' | 'POST', words: UnreadableWords) =>
  parsedBy(sessionSchema(method, words), input);
