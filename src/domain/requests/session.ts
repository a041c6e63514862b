// /api/session: what the site sends it and the function's one reading of it. A POST starts the
// session (its ID token in the Authorization header) or ends it; a GET reads it, as the
// family's view, or as a mentor's with `?view=mentor`. The cookie is the function's business.
import type { Messages } from '../../i18n/en/messages';
import { MENTOR_VIEW } from '../classes/mentor-view';
import { accept, recordOf, unreadable, type Parsed } from '../request';

/** What the site posts. */
export type SessionBody = { action: 'start' } | { action: 'end' };

/** The request as the function serves it: a GET is a read. */
export type SessionRequest = SessionBody | { action: 'read'; view: 'family' | 'mentor' };

export function readSessionRequest(
  input: unknown,
  method: 'GET' | 'POST',
  /** The words of the request's language; English unless given. */
  words?: Pick<Messages, 'request'>,
): Parsed<SessionRequest> {
  const fields = recordOf(input);
  if (method === 'GET') return accept({ action: 'read', view: fields.view === MENTOR_VIEW ? 'mentor' : 'family' });
  const action = fields.action;
  return action === 'start' || action === 'end' ? accept({ action }) : unreadable('action', words);
}
