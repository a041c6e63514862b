// /dashboard: every trial booking of the signed-in parent. Shows a neutral loading state
// until the site's session (services/session.ts) says who is signed in, so no earlier
// visitor's data can flash. A device that never signed in asks nothing and goes straight to
// the sign-in prompt. The page's head has already asked /api/session for the parent's
// bookings; Firebase's Auth is fetched only when that session is missing (a device signed
// in before sessions existed, or whose session expired) and, once the bookings show, for the
// family panel. The booking cards are part of this island's code, so nothing more is fetched
// between the bookings' arrival and their cards.
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { words as dashboardWords } from '../i18n/en/dashboard';
import type { Language } from '../i18n/languages';
import type { SessionView } from '../domain/parent-session';
import type { TrialRules } from '../domain/trial-rules';
import { usePageFamilyPanel, useWords } from './hooks/useWords';
import { forgetDashboard, keepDashboard, keepDashboardMarkup, keptDashboard } from '../services/kept-dashboard';
import { dropFirstPaint } from '../services/kept-first-paint';
import { takeEarlySession } from '../services/session';
import { hasSignedInBefore } from '../services/signed-in-before';
import BookingList from './dashboard/BookingList';
import type { Names } from './dashboard/ChildCard';
import type { FamilyPanelProps } from './dashboard/FamilyPanel';
import { ErrorCard, LoadingCard, SignedOutCard } from './dashboard/StateCards';
import SignedInView, { keptViewMarkup } from './dashboard/SignedInView';
import { untilDataKnown } from './parts/until-data-known';
import { authService, authUid, session, switchTo, viewOf, type View } from './dashboard/view';

// The family (children, recommendations, enrollments, payments): fetched once signed in.
const FamilyPanel = lazy(() => import('./dashboard/FamilyPanel'));
const englishFamilyPanel = (props: FamilyPanelProps) => <FamilyPanel {...props} />;

interface Props {
  /** Support WhatsApp number, e.g. +254700000000. */
  supportPhone: string;
  /** The trial's change cut-off and calendar alarm (settings.yaml `booking`). */
  trial: TrialRules;
  /** Grade id -> label, e.g. { 'K-2': 'Kindergarten to Grade 2' }. */
  gradeLabels: Record<string, string>;
  /** Plan and course names by id, for the family's recommendations and enrollments, and the join link's opening. */
  names: Omit<Names, 'grades'>;
  /** settings.yaml's enrollment.graceDays. */
  graceDays: number;
  /** The page's language. */
  language?: Language;
}

const noChanges = () => () => {};
const notKnownYet = () => null;

export default function Dashboard({ supportPhone, trial, gradeLabels, names, graceDays, language = 'en' }: Props) {
  const w = useWords('dashboard', dashboardWords);
  // A Kiswahili page brings the panel with its words (sw/FamilyPanel.tsx), fetched with it.
  const familyPanel = usePageFamilyPanel() ?? englishFamilyPanel;
  // The device's memory is read in the browser only: null (not known) in the server's HTML
  // and while hydrating, which show "loading"; a device that never signed in then shows the
  // sign-in prompt at once, and loads nothing more.
  const signedInBefore = useSyncExternalStore(noChanges, hasSignedInBefore, notKnownYet);
  const [loaded, setView] = useState<View>({ kind: 'loading' });
  // The last answer kept on this device, shown until this visit's first answer replaces it.
  const kept = useSyncExternalStore(noChanges, keptDashboard, notKnownYet);
  const [answered, setAnswered] = useState(false);
  const keptView = useMemo(() => (kept ? viewOf({ status: 'ok', view: kept.view }) : null), [kept]);
  const showingKept = Boolean(signedInBefore && !answered && keptView && loaded.kind === 'loading');
  const current = showingKept ? keptView! : loaded;
  const view: View = signedInBefore === false ? { kind: 'signed-out' } : signedInBefore ? current : { kind: 'loading' };
  const [attempt, setAttempt] = useState(0);
  // The answer just kept, whose kept view's HTML is still to keep.
  const [toKeep, setToKeep] = useState<{ view: SessionView; at: Date } | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // After sign-out the button that had focus is gone: move focus to the new heading.
  const focusHeading = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const signedOut = useRef(false);
  // From the press on "Sign out" on: an answer that arrives now is not kept on the device
  // (sign-out has just forgotten the kept one, and a read started before it still answers).
  const leaving = useRef(false);

  // The kept view's HTML the page's script put on screen (if any) goes in the commit that
  // first shows this island's own content, which is the same kept view or what replaced it.
  useLayoutEffect(() => {
    if (signedInBefore !== null) dropFirstPaint();
  }, [signedInBefore]);

  useEffect(() => {
    if (focusHeading.current && view.kind === 'signed-out') {
      focusHeading.current = false;
      heading.current?.focus();
    }
  }, [view.kind]);

  useEffect(() => {
    if (signedInBefore !== true) return;
    let live = true;
    // A read that ends after sign-out shows nothing.
    const show = (next: View) => {
      if (!live || signedOut.current) return;
      setAnswered(true);
      setView(next);
    };
    const failed = (error: unknown) => {
      console.error('Dashboard: could not load the bookings', error);
      // With no connection at all, the kept answer stays on screen, "as of" its time, and is
      // asked for again once one returns (docs/offline.md).
      if (!navigator.onLine && keptDashboard()) {
        addEventListener('online', () => live && setAttempt((n) => n + 1), { once: true });
        return;
      }
      show({ kind: 'error' });
    };
    session(attempt === 0 ? takeEarlySession() : null)
      .then((answer) => {
        if (answer.status === 'ok' && live && !leaving.current) {
          const at = new Date();
          keepDashboard(answer.view, at);
          // Rendered in the commit that shows this answer, so its HTML is kept before that
          // frame is painted, however soon the parent leaves.
          if (live) setToKeep({ view: answer.view, at });
        }
        if (answer.status === 'signed-out') void forgetDashboard();
        return viewOf(answer);
      })
      .then((next) => {
        show(next);
        if (next.kind !== 'no-booking' && next.kind !== 'bookings') return;
        // Auth must agree on who is signed in; once, never reading again.
        authUid().then(
          (uid) => {
            if (uid === next.user.uid) return;
            // Someone else, or nobody, is signed in on this device now: no booking of the
            // session's parent stays on screen while that is sorted out, nor if it fails.
            void forgetDashboard();
            show({ kind: 'loading' });
            switchTo(uid).then(show, failed);
          },
          (error: unknown) => {
            // Auth could not be asked (offline): the session's own answer stands.
            console.error('Dashboard: could not check the sign-in', error);
          },
        );
      }, failed);
    return () => {
      live = false;
    };
  }, [attempt, signedInBefore]);

  function retry() {
    setView({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }
  // Trials booked before signing in were just attached to the family: list them too.
  const reloadBookings = useCallback(() => setAttempt((n) => n + 1), []);
  // Each booking shows once: under its child once the family knows it, else in the list of
  // its own at the top (every booking, until the family has loaded or if it cannot).
  const [underChild, setUnderChild] = useState<ReadonlySet<string>>(new Set());
  const placeTrials = useCallback((ids: string[]) => setUnderChild(new Set(ids)), []);
  const familyToken = useCallback(async () => (await authService()).idToken(), []);

  async function onSignOut() {
    setSigningOut(true);
    leaving.current = true;
    try {
      await (await authService()).signOut();
      signedOut.current = true;
      setView({ kind: 'signed-out' });
      focusHeading.current = true;
    } catch (error) {
      console.error('Dashboard: sign-out failed', error);
      leaving.current = false;
      window.alert(w.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }

  const listProps = {
    gradeLabels,
    supportPhone,
    trial,
    idToken: async () => (await authService()).idToken(),
    language,
  };

  // The HTML of the kept view, for the next visit's first paint.
  const keptMarkup =
    toKeep &&
    keptViewMarkup(toKeep.view, toKeep.at, listProps, (html) => {
      keepDashboardMarkup(html, language, toKeep.at);
      setToKeep(null);
    });

  function content(): ReactNode {
    // The sign-in invitation or the loading card, as the page's head finds a device that signed in or not.
    if (signedInBefore === null) {
      return untilDataKnown(<SignedOutCard />, <LoadingCard />);
    }
    if (view.kind === 'loading') return <LoadingCard />;
    if (view.kind === 'signed-out') {
      return (
        <div>
          <SignedOutCard headingRef={heading} />
        </div>
      );
    }
    if (view.kind === 'error') return <ErrorCard onRetry={retry} />;

    return (
      <SignedInView
        view={view}
        keptAt={showingKept && kept ? kept.at : null}
        bookings={view.kind === 'bookings' ? view.bookings.filter((b) => !underChild.has(b.id)) : []}
        signingOut={signingOut}
        onSignOut={() => void onSignOut()}
        {...listProps}
        panel={
          // Shown from the kept answer too (offline): its classes only, with their join links.
          (!showingKept || (view.classes ?? []).length > 0) && (
            <Suspense fallback={null}>
              {familyPanel({
                uid: view.user.uid,
                classes: view.classes,
                keptOnly: showingKept,
                names: {
                  plans: names?.plans ?? {},
                  courses: names?.courses ?? {},
                  mentors: names?.mentors,
                  rules: names?.rules,
                  makeUpRules: names?.makeUpRules,
                  joinOpenMinutes: names.joinOpenMinutes,
                  grades: gradeLabels,
                },
                idToken: familyToken,
                onAttached: reloadBookings,
                graceDays,
                onTrialsPlaced: placeTrials,
                renderTrials: (trials) => (
                  <BookingList
                    key={view.kind === 'bookings' ? view.now.getTime() : 0}
                    nested
                    bookings={view.kind === 'bookings' ? view.bookings.filter((b) => trials.some((t) => t.id === b.id)) : []}
                    now={view.kind === 'bookings' ? view.now : new Date()}
                    {...listProps}
                  />
                ),
              })}
            </Suspense>
          )
        }
      />
    );
  }

  return (
    <>
      {content()}
      {keptMarkup}
    </>
  );
}
