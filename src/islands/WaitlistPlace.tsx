// /waitlist#<token>: a family's place on a full trial slot's waiting list, from the private link
// in its mail or WhatsApp message. It shows the place in line, or the seat held for the family
// with one button that books it (then /success, as a booking does), and lets the family leave.
// A tap after the hold ended hears so, with the times that have seats now. A weekly hour's
// link (/waitlist?hour#<token>) shows its own place (waitlist/HourPlace.tsx).
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FreeTime } from '../domain/waitlist/queue';
import { words as englishFormats } from '../i18n/en/formats';
import { words as waitlistWords } from '../i18n/en/waitlist';
import { usePagePath, useWords } from './hooks/useWords';
import { rememberJustBooked } from '../services/booking-draft';
import { actOnLink, type WaitEntry } from '../services/waitlist';
import HourPlace from './waitlist/HourPlace';

type Shown =
  | { kind: 'loading' | 'not-found' | 'failed' | 'left' | 'claimed' }
  | { kind: 'entry'; entry: WaitEntry }
  | { kind: 'late'; freeTimes: FreeTime[]; entry: WaitEntry };

/** The address's query does not change while the page is open. */
const noChange = () => () => undefined;

/** The link's token: the address's fragment, which never reaches a server log. */
const tokenOfLink = () => window.location.hash.slice(1);

export default function WaitlistPlace() {
  // The address is read once hydrated: the page is built without it.
  const list = useSyncExternalStore(
    noChange,
    () => (new URLSearchParams(window.location.search).has('hour') ? 'hour' : 'trial'),
    () => '',
  );
  if (list === 'hour') return <HourPlace />;
  return list === 'trial' ? <TrialPlace /> : null;
}

function TrialPlace() {
  const w = useWords('waitlist', waitlistWords).page;
  const formats = useWords('formats', englishFormats);
  const pagePath = usePagePath();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [busy, setBusy] = useState<'' | 'claim' | 'leave'>('');

  useEffect(() => {
    actOnLink('view', tokenOfLink())
      .then((answer) => setShown(answer.status === 'ok' ? { kind: 'entry', entry: answer.entry } : { kind: 'not-found' }))
      .catch(() => setShown({ kind: 'failed' }));
  }, []);

  async function act(action: 'claim' | 'leave', entry: WaitEntry) {
    setBusy(action);
    try {
      const answer = await actOnLink(action, tokenOfLink());
      if (answer.status === 'booked') {
        const { studentName, studentGrade, parentName } = answer.booking as Record<string, string>;
        const { date, time, country } = entry;
        rememberJustBooked({
          studentName: studentName ?? entry.studentName,
          studentGrade: studentGrade ?? '',
          parentName: parentName ?? '',
          date,
          time,
          country,
          manageUrl: answer.manageUrl,
        });
        window.location.assign(pagePath('/success'));
        return;
      }
      if (answer.status === 'left') setShown({ kind: 'left' });
      else if (answer.status === 'late') setShown({ kind: 'late', freeTimes: answer.freeTimes, entry });
      else if (answer.status === 'claimed') setShown({ kind: 'claimed' });
      else if (answer.status === 'not-found') setShown({ kind: 'not-found' });
      else setShown({ kind: 'failed' });
    } catch {
      setShown({ kind: 'failed' });
    }
    setBusy('');
  }

  const say = (text: string) => <p className="text-base text-ink">{text}</p>;
  if (shown.kind === 'loading') return <p className="text-muted">{w.loading}</p>;
  if (shown.kind !== 'entry' && shown.kind !== 'late')
    return say({ 'not-found': w.notFound, failed: w.failed, left: w.left, claimed: w.claimed }[shown.kind]);
  const { entry } = shown;
  const when = formats.classTime(entry.date, entry.time, entry.country.tz).full;
  if (shown.kind === 'late')
    return (
      <div className="space-y-4">
        {say(w.late)}
        <p className="font-semibold text-ink">{shown.freeTimes.length ? w.freeTimes : w.noFreeTimes}</p>
        <ul className="list-disc pl-6">
          {shown.freeTimes.map((t) => (
            <li key={`${t.date} ${t.time}`}>{formats.classTime(t.date, t.time, entry.country.tz).full}</li>
          ))}
        </ul>
        <a className="btn btn-primary" href={pagePath('/book-class')}>
          {w.bookOther}
        </a>
      </div>
    );
  const leave = (
    <button type="button" className="btn" disabled={busy !== ''} onClick={() => void act('leave', entry)}>
      {busy === 'leave' ? w.leaving : w.leave}
    </button>
  );
  switch (entry.status) {
    case 'waiting':
      return (
        <div className="space-y-4">
          {say(w.waiting(entry.studentName, when))}
          {entry.position ? <p className="font-semibold text-brand-800">{w.position(entry.position)}</p> : null}
          {leave}
        </div>
      );
    case 'offered': {
      const until = entry.holdUntil ? formats.classTimeAt(new Date(entry.holdUntil), entry.country.tz).local : '';
      return (
        <div className="space-y-4">
          {say(w.offered(entry.studentName, until))}
          <p className="text-muted">{when}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" disabled={busy !== ''} onClick={() => void act('claim', entry)}>
              {busy === 'claim' ? w.claiming : w.claim}
            </button>
            {leave}
          </div>
        </div>
      );
    }
    case 'claimed':
      return say(w.claimed);
    case 'left':
      return say(w.left);
    case 'lapsed':
      return say(w.lapsed);
    case 'expired':
      return say(w.expired);
  }
}
