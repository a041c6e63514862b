// A mentor's classes for /mentor from the site's session (GET /api/session?view=mentor,
// functions/src/classes/mentor-view.ts), read with the cookie alone: the page's head starts
// this request on a device that signed in (pages/mentor.astro), before any of the page's
// code, and none of Firebase's code is needed to show the classes.
import { MENTOR_VIEW, readMentorView, type MentorView } from '../domain/classes/mentor-view';
import { ApiUnavailable, answerOf, callApi, takeFromPage, type ApiAnswer } from './api';

/** The address the page's head and the island ask. */
export const MENTOR_VIEW_PATH = `/api/session?view=${MENTOR_VIEW}`;

/** The window property where /mentor's inline script leaves the request it started. */
export const EARLY_MENTOR_KEY = '__jcMentor';

export type MentorAnswer =
  { status: 'ok'; view: MentorView } | { status: 'signed-out' } | { status: 'not-mentor' } | { status: 'limited' };

function mentorAnswer(answer: ApiAnswer): MentorAnswer {
  if (answer.status === 401) return { status: 'signed-out' };
  if (answer.status === 403) return { status: 'not-mentor' };
  if (answer.status === 429) return { status: 'limited' };
  const view = answer.status === 200 ? readMentorView(answer.body) : null;
  if (!view) throw new ApiUnavailable(`${MENTOR_VIEW_PATH}: unexpected answer (HTTP ${answer.status})`);
  return { status: 'ok', view };
}

/** The request /mentor's head already sent, if any; taken once. */
export function takeEarlyMentor(): Promise<Response> | null {
  return takeFromPage<Promise<Response>>(EARLY_MENTOR_KEY) ?? null;
}

/** The session's mentor view: `early` is the same request, already under way. */
export async function readMentor(early?: Promise<Response> | null): Promise<MentorAnswer> {
  return mentorAnswer(early ? await answerOf(MENTOR_VIEW_PATH, early) : await callApi(MENTOR_VIEW_PATH));
}
