// What /mentor shows, from the site's session: the page's head has already asked for the
// mentor's classes on a device that signed in (services/mentor-view.ts), so they show with
// none of Firebase's code. Auth is fetched only when that session is missing (a device
// signed in before, whose session expired), on sign-in, and once the classes show: marks and
// the month's reports are sent with Auth's ID token, refreshed so it carries the mentor claim.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { words as m } from '../../i18n/en/classes';
import type { MentorView } from '../../domain/classes/mentor-view';
import { mentorIdOf, type ShownClass } from '../../services/classes';
import { readMentor, takeEarlyMentor, type MentorAnswer } from '../../services/mentor-view';
import { hasSignedInBefore } from '../../services/signed-in-before';

export type View =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'not-mentor' }
  | { kind: 'failed'; message: string }
  | { kind: 'mentor'; mentorId: string; classes: ShownClass[] };

const authService = () => import('../../services/auth');

function viewOf(answer: MentorAnswer): View {
  if (answer.status === 'limited') return { kind: 'failed', message: m.limited };
  if (answer.status !== 'ok') return { kind: answer.status };
  return { kind: 'mentor', mentorId: answer.view.mentorId, classes: shownOf(answer.view) };
}

const shownOf = (view: MentorView): ShownClass[] =>
  view.classes.map((c) => ({ ...c, mentorId: view.mentorId, start: new Date(c.start) }));

/** After Auth's sign-in (or a device whose session is gone but Auth's is not): a new session, then the classes. */
async function fromAuth(): Promise<MentorAnswer> {
  const { currentUser, startParentSession } = await authService();
  if (!(await currentUser())) return { status: 'signed-out' };
  const started = await startParentSession();
  if (started.status !== 'ok') return { status: started.status };
  return readMentor();
}

const noChanges = () => () => {};
const notKnownYet = () => null;

export function useMentorView() {
  // Read in the browser only: null in the server's HTML and while hydrating ("loading" or the
  // invitation, chosen by the page's head style); a device that never signed in then shows
  // the invitation and loads nothing more.
  const signedInBefore = useSyncExternalStore(noChanges, hasSignedInBefore, notKnownYet);
  const [loaded, setLoaded] = useState<View | null>(null);
  // Resolves once Auth holds the mentor with a refreshed token: marks and reports wait for it.
  const [authReady, setAuthReady] = useState<Promise<string | null> | null>(null);
  const view: View = loaded ?? (signedInBefore === false ? { kind: 'signed-out' } : { kind: 'loading' });

  const authFor = useRef<string | null>(null);

  /** Shows an answer; a mentor's first answer also starts Auth (once per mentor). */
  const show = useCallback((answer: MentorAnswer) => {
    const next = viewOf(answer);
    setLoaded(next);
    if (next.kind !== 'mentor' || authFor.current === next.mentorId) return;
    authFor.current = next.mentorId;
    const ready = mentorIdOf();
    ready.catch((error: unknown) => console.error('Mentor: Auth could not be asked', error));
    setAuthReady(ready);
  }, []);

  const failed = useCallback((error: unknown) => {
    console.error('Mentor: could not load the classes', error);
    setLoaded({ kind: 'failed', message: m.failed });
  }, []);

  useEffect(() => {
    if (signedInBefore !== true) return;
    let live = true;
    readMentor(takeEarlyMentor())
      .then((answer) => (answer.status === 'signed-out' ? fromAuth() : answer))
      .then((answer) => live && show(answer), failed);
    return () => {
      live = false;
    };
  }, [signedInBefore, show, failed]);

  /** Reads the classes again (after a mark, or after Google's sign-in). */
  const reload = useCallback(
    (afterSignIn = false) => (afterSignIn ? fromAuth() : readMentor()).then(show, failed),
    [show, failed],
  );

  const signOut = useCallback(async () => {
    await (await authService()).signOut();
    authFor.current = null;
    setAuthReady(null);
    setLoaded({ kind: 'signed-out' });
  }, []);

  return { known: signedInBefore !== null, view, authReady, reload, signOut, showLoading: () => setLoaded({ kind: 'loading' }) };
}
