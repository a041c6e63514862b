// /manage: one booking, opened with the private link from /success or the confirmation
// mail. The token is read from the address's fragment (never sent to a server in a URL;
// only in the body of a POST to /api/manage). A wrong, used or expired token shows one
// message that reveals nothing about any booking.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messages } from '../domain/messages';
import { manageBooking, type ManagedBooking } from '../services/manage';
import ClassTimes from './manage/ClassTimes';
import ManagePanel, { TooLate, chatHref } from './manage/ManagePanel';

interface Props {
  supportPhone: string;
  /** Grade id -> label. */
  gradeLabels: Record<string, string>;
}

type View =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'ready'; booking: ManagedBooking; manageable: boolean; said: string };

const STATUS_TEXT: Record<ManagedBooking['status'], string> = {
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Missed',
};

/** The token in "#<token>", or null when the fragment cannot be one. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9._~-]{8,500}$/.test(token) ? token : null;
}

function onHashChange(notify: () => void): () => void {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}
const tokenInAddress = () => tokenFromHash(window.location.hash);
/** On the server, and while hydrating, the address's fragment is not known yet. */
const notKnownYet = () => undefined;

export default function ManageBooking({ supportPhone, gradeLabels }: Props) {
  const token = useSyncExternalStore(onHashChange, tokenInAddress, notKnownYet);
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
    manageBooking({ token }, { action: 'view' }).then(
      (answer) => {
        if (answer.status === 'ok') setView({ kind: 'ready', booking: answer.booking, manageable: answer.manageable, said: '' });
        else setView({ kind: answer.status === 'limited' ? 'error' : 'not-found' });
      },
      (error: unknown) => {
        console.error('Manage: could not load the booking', error);
        setView({ kind: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  function retry() {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }

  // A change's confirmation takes focus, so it is read out where the parent is.
  useEffect(() => {
    if (loaded?.view.kind === 'ready' && loaded.view.said) said.current?.focus();
  }, [loaded]);

  if (view.kind === 'loading') {
    return (
      <section className="card mx-auto max-w-2xl p-8 text-center" aria-busy="true">
        <h1 className="section-title">Your trial class</h1>
        <p role="status" className="mt-4 text-muted">
          {messages.manage.loading}
        </p>
      </section>
    );
  }

  if (view.kind === 'not-found' || view.kind === 'error') {
    return (
      <section className="card mx-auto max-w-2xl p-8 text-center">
        <h1 className="section-title">Your trial class</h1>
        <p role="alert" className="mt-4 text-muted">
          {view.kind === 'not-found' ? messages.manage.notFound : messages.manage.failed}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {view.kind === 'error' && (
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try again
            </button>
          )}
          <a href={chatHref(supportPhone)} target="_blank" rel="noopener noreferrer" className="btn btn-ghost">
            Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </section>
    );
  }

  const { booking } = view;
  const upcoming = booking.status === 'upcoming';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card overflow-hidden" aria-labelledby="manage-title">
        <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-50 px-6 py-4">
          <h1 id="manage-title" className="text-2xl font-extrabold">
            {booking.studentName}'s free trial class
          </h1>
          <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white" data-booking-status>
            {STATUS_TEXT[booking.status]}
          </span>
        </div>
        <div className="space-y-4 px-6 py-6">
          {gradeLabels[booking.studentGrade] && <p className="text-muted">{gradeLabels[booking.studentGrade]}</p>}
          <ClassTimes date={booking.date} time={booking.time} country={booking.country} />
          <p
            ref={said}
            tabIndex={-1}
            role="status"
            className={view.said ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 outline-none' : ''}
          >
            {view.said}
          </p>
        </div>
      </section>
      {upcoming && token && (
        <section className="card p-6 sm:p-8" aria-label="Change or cancel">
          {view.manageable ? (
            <ManagePanel
              key={`${booking.date} ${booking.time}`}
              booking={booking}
              access={{ token }}
              supportPhone={supportPhone}
              onChanged={(next, text) =>
                setLoaded({ token, view: { kind: 'ready', booking: next, manageable: true, said: text } })
              }
              onLost={() => setLoaded({ token, view: { kind: 'not-found' } })}
            />
          ) : (
            <TooLate supportPhone={supportPhone} />
          )}
        </section>
      )}
      {booking.status === 'cancelled' && !view.said && <p className="text-center text-muted">{messages.manage.cancelled}</p>}
      {!upcoming && (
        <p className="text-center">
          <a href="/book-class" className="font-semibold text-brand-800 underline underline-offset-2">
            Book a free trial class
          </a>
        </p>
      )}
    </div>
  );
}
