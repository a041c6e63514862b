// /dashboard: every trial booking of the signed-in parent. Shows a neutral loading state
// until the site's session (services/session.ts) says who is signed in, so no earlier
// visitor's data can flash. A device that never signed in asks nothing and goes straight to
// the sign-in prompt. The page's head has already asked /api/session for the parent's
// bookings; Firebase's Auth is fetched only when that session is missing (a device signed
// in before sessions existed, or whose session expired) and, once the bookings show, for the
// family panel. The booking cards are part of this island's code, so nothing more is fetched
// between the bookings' arrival and their cards.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { dashboardMessages } from '../domain/message-areas/dashboard';
import { dashboardWords, dashboardTwins } from '../domain/dashboard-words';
import type { Language } from '../domain/i18n/languages';
import { manageWords, manageTwins } from '../domain/manage-words';
import { usePageFamilyPanel, usePagePath, useWords, useMessages } from './hooks/useWords';
import { englishDates, dateTwins } from '../domain/i18n/dates';
import { forgetDashboard, keepDashboard, keptDashboard } from '../services/kept-dashboard';
import { takeEarlySession } from '../services/session';
import { hasSignedInBefore } from '../services/signed-in-before';
import BookingList from './dashboard/BookingList';
import type { Names } from './dashboard/ChildCard';
import type { FamilyPanelProps } from './dashboard/FamilyPanel';
import { ErrorCard, HelpCard, LoadingCard, SignedOutCard } from './dashboard/StateCards';
import { authService, authUid, keptTime, session, switchTo, viewOf, type View } from './dashboard/view';

/** The areas of messages.ts this island shows, in English (a /sw/ page hands down their twin). */
const englishMessages = { dashboard: dashboardMessages };

// The family (children, recommendations, enrollments, payments): fetched once signed in.
const FamilyPanel = lazy(() => import('./dashboard/FamilyPanel'));
const englishFamilyPanel = (props: FamilyPanelProps) => <FamilyPanel {...props} />;

interface Props {
  /** Support WhatsApp number, e.g. +254700000000. */
  supportPhone: string;
  /** Grade id -> label, e.g. { 'K-2': 'Kindergarten to Grade 2' }. */
  gradeLabels: Record<string, string>;
  /** Plan and course names by id, for the family's recommendations and enrollments. */
  names?: Omit<Names, 'grades'>;
  /** settings.yaml's enrollment.graceDays. */
  graceDays: number;
  /** The page's language. */
  language?: Language;
}

const noChanges = () => () => {};
const notKnownYet = () => null;

export default function Dashboard({ supportPhone, gradeLabels, names, graceDays, language = 'en' }: Props) {
  const messages = useMessages(language, englishMessages);
  const w = useWords(language, dashboardWords, dashboardTwins);
  const m = useWords(language, manageWords, manageTwins);
  const dates = useWords(language, englishDates, dateTwins);
  const pagePath = usePagePath();
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
  const [signingOut, setSigningOut] = useState(false);
  // After sign-out the button that had focus is gone: move focus to the new heading.
  const focusHeading = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const signedOut = useRef(false);

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
      show({ kind: 'error' });
    };
    session(attempt === 0 ? takeEarlySession() : null)
      .then((answer) => {
        if (answer.status === 'ok') keepDashboard(answer.view);
        if (answer.status === 'signed-out') forgetDashboard();
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
            forgetDashboard();
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
    try {
      await (await authService()).signOut();
      signedOut.current = true;
      setView({ kind: 'signed-out' });
      focusHeading.current = true;
    } catch (error) {
      console.error('Dashboard: sign-out failed', error);
      window.alert(w.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }

  const listProps = (v: View) => ({
    gradeLabels,
    supportPhone,
    now: v.kind === 'bookings' ? v.now : new Date(),
    idToken: async () => (await authService()).idToken(),
    language,
  });

  // The server's HTML (and hydration) holds both the sign-in invitation and the loading
  // card; the page's head shows one (client-intent/directive.ts). A device that never signed
  // in keeps the invitation's elements once hydrated, so nothing is painted again.
  if (signedInBefore === null) {
    return (
      <>
        <div data-when-no-data="">
          <SignedOutCard language={language} />
        </div>
        <div data-when-data="">
          <LoadingCard language={language} />
        </div>
      </>
    );
  }
  if (view.kind === 'loading') return <LoadingCard language={language} />;
  if (view.kind === 'signed-out') {
    return (
      <div>
        <SignedOutCard headingRef={heading} language={language} />
      </div>
    );
  }
  if (view.kind === 'error') return <ErrorCard onRetry={retry} language={language} />;

  const greetingName = view.kind === 'bookings' ? view.bookings[0]!.parentName : view.user.displayName;
  const signOutButton = (
    <button type="button" className="btn btn-ghost" onClick={() => void onSignOut()} disabled={signingOut}>
      {signingOut ? w.signingOut : w.signOut}
    </button>
  );

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">{w.title}</p>
          <h1 className="section-title mt-1">{w.hello(greetingName ? greetingName.split(' ')[0]! : '')}</h1>
          {view.user.email && <p className="mt-1 text-sm text-muted">{w.signedInAs(view.user.email)}</p>}
          {/* Holds its line once the answer came, so nothing below moves. */}
          <p role="status" className="mt-1 min-h-5 text-sm text-muted" data-kept-at={showingKept ? '' : undefined}>
            {showingKept && kept ? messages.dashboard.keptAsOf(keptTime(kept.at, view, language === 'en' ? null : dates)) : ''}
          </p>
        </div>
        {signOutButton}
      </div>

      {view.kind === 'no-booking' ? (
        <section className="card mt-8 p-6 text-center sm:p-8" aria-labelledby="no-booking-title">
          <h2 id="no-booking-title" className="text-xl font-extrabold">
            {w.noBooking.title}
          </h2>
          <p className="mt-2 text-muted">{w.noBooking.text}</p>
          <a href={pagePath('/book-class')} className="btn btn-primary mt-6">
            {m.bookAnother}
          </a>
        </section>
      ) : (
        <BookingList
          // A new read (another parent, trials just attached) starts the list afresh.
          key={`${view.user.uid}:${view.now.getTime()}`}
          bookings={view.bookings.filter((b) => !underChild.has(b.id))}
          {...listProps(view)}
        />
      )}

      {!showingKept && (
        <Suspense fallback={null}>
          {familyPanel({
            uid: view.user.uid,
            classes: view.classes,
            names: { plans: names?.plans ?? {}, courses: names?.courses ?? {}, mentors: names?.mentors, grades: gradeLabels },
            idToken: familyToken,
            onAttached: reloadBookings,
            graceDays,
            onTrialsPlaced: placeTrials,
            renderTrials: (trials) => (
              <BookingList
                key={view.kind === 'bookings' ? view.now.getTime() : 0}
                nested
                bookings={view.kind === 'bookings' ? view.bookings.filter((b) => trials.some((t) => t.id === b.id)) : []}
                {...listProps(view)}
              />
            ),
          })}
        </Suspense>
      )}

      <HelpCard supportPhone={supportPhone} language={language} />
    </div>
  );
}
