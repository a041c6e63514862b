// The parent's session on this site (/api/session, functions/src/families/session.ts): an
// HttpOnly cookie that only that endpoint is sent, started from an ID token after Google's
// sign-in. /dashboard reads the parent's bookings with it in one request its head starts
// (see pages/dashboard.astro), before any of Firebase's code has arrived.
import { readSessionView, type SessionView } from '../domain/parent-session';
import type { SessionBody } from '../domain/requests/session';
import { ApiUnavailable, answerOf, callApi, takeFromPage, type ApiAnswer } from './api';

/** The window property where /dashboard's inline script leaves the request it started. */
export const EARLY_SESSION_KEY = '__jcSession';
/** The session's address (its GET answers the signed-in parent's bookings, children and classes). */
export const SESSION_PATH = '/api/session';

export type SessionAnswer = { status: 'ok'; view: SessionView } | { status: 'signed-out' } | { status: 'limited' };

function sessionAnswer(answer: ApiAnswer): SessionAnswer {
  if (answer.status === 401) return { status: 'signed-out' };
  if (answer.status === 429) return { status: 'limited' };
  const view = answer.status === 200 ? readSessionView(answer.body) : null;
  if (!view) throw new ApiUnavailable(`/api/session: unexpected answer (HTTP ${answer.status})`);
  return { status: 'ok', view };
}

/** The request /dashboard's head already sent, if any; taken once. */
export function takeEarlySession(): Promise<Response> | null {
  return takeFromPage<Promise<Response>>(EARLY_SESSION_KEY) ?? null;
}

/** The session's view: `early` is the same request, already under way. */
export async function readSession(early?: Promise<Response> | null): Promise<SessionAnswer> {
  return sessionAnswer(early ? await answerOf(SESSION_PATH, early) : await callApi(SESSION_PATH));
}

/** Starts (or renews) the session for the parent whose ID token this is, and answers its view. */
export async function startSession(idToken: string): Promise<SessionAnswer> {
  return sessionAnswer(await callApi(SESSION_PATH, { body: { action: 'start' } satisfies SessionBody, idToken }));
}

/** Ends the session on this device (its cookie is cleared); throws when the server cannot be reached. */
export async function endSession(): Promise<void> {
  await callApi(SESSION_PATH, { body: { action: 'end' } satisfies SessionBody });
}
