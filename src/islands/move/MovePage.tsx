// /move#<token>: the page a "Can't make it" reply links to. It moves that one class without
// signing in: the token (in the fragment, so no server log or Referer sees it) is sent to
// /api/classes, which answers with the hours the plan allows (MoveClass). The same link can
// cancel the class instead (/api/credits), which gives a make-up credit under the plan's rule,
// and then book the make-up with the same link (BookMakeUp).
import { useState, useSyncExternalStore } from 'react';
import { words as classMessages } from '../../i18n/en/classes';
import { words as moveWords } from '../../i18n/en/move';
import { usePagePath, useWords } from '../hooks/useWords';
import MoveClass from '../dashboard/MoveClass';
import { words as creditWords } from '../../i18n/en/credits';
import { cancelClass } from '../../services/credits';
import BookMakeUp from '../dashboard/BookMakeUp';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const noChange = () => () => {};
const tokenOfPage = () => {
  const hash = window.location.hash.slice(1);
  return TOKEN_RE.test(hash) ? hash : null;
};

export default function MovePage() {
  const m = useWords('classes', classMessages);
  const w = useWords('move', moveWords);
  const pagePath = usePagePath();
  // The fragment, read in the browser (undefined in the static HTML, which shows "Loading…").
  const token = useSyncExternalStore(noChange, tokenOfPage, () => undefined);
  const c = useWords('credits', creditWords);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  // The make-up credit the cancellation gave: its hours are offered here, with the same link.
  const [credit, setCredit] = useState<{ id: string; tz: string } | null>(null);
  const [booking, setBooking] = useState(false);

  if (token === undefined) return <p role="status">{w.loading}</p>;
  if (token === null)
    return (
      <p role="alert" className="font-semibold">
        {m.moveLinkExpired}
      </p>
    );
  if (done)
    return (
      <div>
        <p role="status" className="font-semibold">
          {done}
        </p>
        {credit &&
          (booking ? (
            <BookMakeUp
              creditId={credit.id}
              tz={credit.tz}
              token={token}
              onClose={() => setBooking(false)}
              onBooked={(message) => {
                setCredit(null);
                setDone(message);
              }}
            />
          ) : (
            <button type="button" className="btn btn-primary mt-3 min-h-11 px-4 py-2 text-sm" onClick={() => setBooking(true)}>
              {c.book}
            </button>
          ))}
        <p className="mt-2">
          <a className="font-semibold text-brand-800 underline underline-offset-2" href={pagePath('/dashboard')}>
            {w.seeAll}
          </a>
        </p>
      </div>
    );
  return (
    <>
      <MoveClass by={{ token }} reason="cant" onMoved={setDone} />
      <p className="mt-4" data-cancel-class>
        {confirming && <span className="mb-2 block text-sm">{c.cancelConfirm('')}</span>}
        <button
          type="button"
          className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
          onClick={() =>
            confirming
              ? void cancelClass({ token }).then((a) => {
                  if (!a.ok) return setProblem(a.message);
                  setCredit(a.credit ?? null);
                  setDone(a.message);
                })
              : setConfirming(true)
          }
        >
          {c.cancelClass}
        </button>
      </p>
      <p role="alert" className={problem ? 'mt-2 text-sm font-semibold text-red-800' : ''}>
        {problem}
      </p>
    </>
  );
}
