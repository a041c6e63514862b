// /manage: one booking, opened with the private link from /success or the confirmation
// mail. The token is read from the address's fragment (never sent to a server in a URL;
// only in the body of a POST to /api/manage). A wrong, used or expired token shows one
// message that reveals nothing about any booking. A link that also carries the booking as
// mailed (domain/link-glance.ts) has it on screen from the first paint, drawn by the page's
// own script (services/first-paint/manage-glance.ts); this island leaves that card in place
// until the server's answer confirms or corrects it, then replaces it in the same frame.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { splitFragment } from '../domain/link-glance';
import { words as manageMessages } from '../i18n/en/messages/manage';
import { words as manageWords } from '../i18n/en/manage';
import { useWords, useMessages } from './hooks/useWords';
import { whatsappUrl } from '../domain/whatsapp/chat';
import { manageBooking, type ManagedBooking } from '../services/manage';
import { MANAGE_TOKEN_PATTERN, takeEarlyView } from '../services/manage-early';
import type { NotifyPreferences } from '../domain/whatsapp/preferences';
import type BookingViewType from './manage/BookingView';
import { useDrawnGlance } from './hooks/useDrawnGlance';
import { untilDataKnown } from './parts/until-data-known';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { manage: manageMessages };

interface Props {
  supportPhone: string;
  /** Hours before the class until which the family may change it (settings.yaml `booking`). */
  cutoffHours: number;
  /** The days a class may move to, today included (settings.yaml `booking.windowDays`). */
  windowDays: number;
  /** Grade id -> label. */
  gradeLabels: Record<string, string>;
}

type View =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  /** No connection: the booking as mailed stays on screen (if the link drew it) until one returns. */
  | { kind: 'offline' }
  | {
      kind: 'ready';
      booking: ManagedBooking;
      manageable: boolean;
      said: string;
      Shown: typeof BookingViewType;
      notify?: NotifyPreferences;
    };

/** The token in "#<token>" (or "#<token>~<glance>"), or null when the fragment cannot be one. */
export function tokenFromHash(hash: string): string | null {
  const { token } = splitFragment(hash);
  return new RegExp(MANAGE_TOKEN_PATTERN).test(token) ? token : null;
}

function onHashChange(notify: () => void): () => void {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}
const hashInAddress = () => window.location.hash;
/**
 * The booked class's code (slot rules, the change panel). Asked for as soon as this module
 * runs on a page whose address holds a token, rather than once React has hydrated and the
 * effect below runs: one step fewer between the page and the booking on screen. A failed
 * load is forgotten, so Try again asks again.
 */
let bookingView: Promise<typeof import('./manage/BookingView')> | null = null;
function loadBookingView() {
  bookingView ??= import('./manage/BookingView').catch((error: unknown) => {
    bookingView = null;
    throw error;
  });
  return bookingView;
}
if (typeof window !== 'undefined' && tokenFromHash(window.location.hash)) loadBookingView().catch(() => {});

/** On the server, and while hydrating, the address's fragment is not known yet. */
const notKnownYet = () => undefined;

export default function ManageBooking({ supportPhone, cutoffHours, windowDays, gradeLabels }: Props) {
  // The booked class's view shows these too: they arrive together.
  const { manage: messages } = useMessages(english);
  const w = useWords('manage', manageWords);
  const hash = useSyncExternalStore(onHashChange, hashInAddress, notKnownYet);
  const token = hash === undefined ? undefined : tokenFromHash(hash);
  // What the server said, and for which token: another link pasted in shows "loading" again.
  const [loaded, setLoaded] = useState<{ token: string; view: View } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const said = useRef<HTMLParagraphElement>(null);
  const view: View =
    token === null ? { kind: 'not-found' } : loaded && loaded.token === token ? loaded.view : { kind: 'loading' };

  useEffect(() => {
    if (!token) return;
    let live = true;
    const setView = (next: View) => live && setLoaded({ token, view: next });
    // The booked class's view (slot rules, the change panel) comes beside the booking, not
    // after it; the page's inline script has usually asked for the booking already.
    const shown = loadBookingView();
    shown.catch(() => {}); // a wrong link never shows it; a failure is reported where it is awaited
    manageBooking({ token }, { action: 'view' }, takeEarlyView(token))
      .then(async (answer) => {
        if (answer.status !== 'ok') return setView({ kind: answer.status === 'limited' ? 'error' : 'not-found' });
        const { default: Shown } = await shown;
        setView({
          kind: 'ready',
          booking: answer.booking,
          manageable: answer.manageable,
          said: '',
          Shown,
          notify: answer.notify,
        });
      })
      .catch((error: unknown) => {
        // The request or the view's code failed to arrive: offer Try again, or with no
        // connection at all, keep the booking as mailed and ask again once one returns.
        console.error('Manage: could not load the booking', error);
        setView({ kind: navigator.onLine ? 'error' : 'offline' });
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  function retry() {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }

  useEffect(() => {
    if (view.kind !== 'offline') return;
    addEventListener('online', retry, { once: true });
    return () => removeEventListener('online', retry);
  }, [view.kind]);

  // A change's confirmation takes focus, so it is read out where the parent is.
  useEffect(() => {
    if (loaded?.view.kind === 'ready' && loaded.view.said) said.current?.focus();
  }, [loaded]);

  // The drawn glance stays on screen while its booking loads (hooks/useDrawnGlance.ts).
  const showingDrawn = useDrawnGlance(token, view.kind === 'loading' || view.kind === 'offline');
  if (showingDrawn) return null;

  const loading = (
    <section className="card mx-auto max-w-2xl p-8 text-center" aria-busy="true">
      <h1 className="section-title">{w.title}</h1>
      <p role="status" className="mt-4 text-muted">
        {messages.loading}
      </p>
    </section>
  );
  const failed = (kind: 'not-found' | 'error') => (
    <section className="card mx-auto max-w-2xl p-8 text-center">
      <h1 className="section-title">{w.title}</h1>
      <p role="alert" className="mt-4 text-muted">
        {kind === 'not-found' ? messages.notFound : messages.failed}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {kind === 'error' && (
          <button type="button" className="btn btn-primary" onClick={retry}>
            {w.tryAgain}
          </button>
        )}
        <a href={whatsappUrl(supportPhone)} target="_blank" rel="noopener noreferrer" className="btn btn-ghost">
          {w.chat}
          <span className="sr-only">{w.newTab}</span>
        </a>
      </div>
    </section>
  );

  // The no-link message or the loading card, as the page's head finds a token or not.
  if (hash === undefined) return untilDataKnown(failed('not-found'), loading);
  if (view.kind === 'loading') return loading;
  if (view.kind === 'not-found' || view.kind === 'error') return <div>{failed(view.kind)}</div>;
  if (view.kind === 'offline') return <div>{failed('error')}</div>;

  const { Shown } = view;
  return (
    <Shown
      booking={view.booking}
      manageable={view.manageable}
      said={view.said}
      saidRef={said}
      token={token!}
      supportPhone={supportPhone}
      cutoffHours={cutoffHours}
      windowDays={windowDays}
      gradeLabels={gradeLabels}
      onChanged={(next, text) => setLoaded({ token: token!, view: { ...view, booking: next, manageable: true, said: text } })}
      onLost={() => setLoaded({ token: token!, view: { kind: 'not-found' } })}
      notify={view.notify}
    />
  );
}
