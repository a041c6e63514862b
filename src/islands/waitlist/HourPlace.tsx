// /waitlist?hour#<token>: a family's place on a full weekly hour's waiting list, from the
// private link in its mail or WhatsApp message. It shows the place in line, or the hour held
// for the child with one button that takes it (with the plan's other times picked beside it),
// and lets the family leave. A tap after the hold ended hears so, with the hours free now.
import { useEffect, useState } from 'react';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { words as englishFormats } from '../../i18n/en/formats';
import { words as waitlistWords } from '../../i18n/en/waitlist';
import { minutesOf } from '../../domain/classes/hours';
import { usePagePath, useWords } from '../hooks/useWords';
import type { OfferedTime } from '../../services/classes';
import { actOnHourLink, type HourEntry } from '../../services/hour-waitlist';

type Shown =
  | { kind: 'loading' | 'not-found' | 'failed' | 'left' | 'claimed' }
  | { kind: 'entry'; entry: HourEntry }
  | { kind: 'later'; message: string; times: OfferedTime[]; entry: HourEntry };

const tokenOfLink = () => window.location.hash.slice(1);

export default function HourPlace() {
  const w = useWords('waitlist', waitlistWords);
  const h = w.hour;
  const formats = useWords('formats', englishFormats);
  const { weeklyTimeIn } = useWords('classDates', englishClassDates);
  const pagePath = usePagePath();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [busy, setBusy] = useState<'' | 'accept' | 'leave'>('');

  useEffect(() => {
    void actOnHourLink('view', tokenOfLink()).then((a) =>
      setShown(a.status === 'ok' ? { kind: 'entry', entry: a.entry } : { kind: a.status === 'failed' ? 'failed' : 'not-found' }),
    );
  }, []);

  async function act(op: 'accept' | 'leave', entry: HourEntry) {
    setBusy(op);
    const a = await actOnHourLink(op, tokenOfLink());
    setBusy('');
    if (a.status === 'chosen' || a.status === 'claimed') setShown({ kind: 'claimed' });
    else if (a.status === 'left') setShown({ kind: 'left' });
    else if (a.status === 'late' || a.status === 'taken') setShown({ kind: 'later', message: a.message, times: a.times, entry });
    else if (a.status === 'not-found') setShown({ kind: 'not-found' });
    else setShown({ kind: 'failed' });
  }

  const say = (text: string) => <p className="text-base text-ink">{text}</p>;
  if (shown.kind === 'loading') return <p className="text-muted">{w.page.loading}</p>;
  if (shown.kind !== 'entry' && shown.kind !== 'later')
    return say({ 'not-found': w.page.notFound, failed: w.page.failed, left: w.page.left, claimed: h.taken }[shown.kind]);
  const { entry } = shown;
  const now = new Date();
  const when = weeklyTimeIn(entry.weekday, entry.start, entry.tz, now);
  if (shown.kind === 'later')
    return (
      <div className="space-y-4">
        {say(shown.message)}
        {shown.times.length === 0 && <p className="font-semibold text-ink">{h.noFreeTimes}</p>}
        <ul className="list-disc pl-6">
          {shown.times.map((t) => (
            <li key={`${t.weekday}-${t.time}`}>{weeklyTimeIn(t.weekday, minutesOf(t.time), entry.tz, now)}</li>
          ))}
        </ul>
        <a className="btn btn-primary" href={pagePath('/dashboard')}>
          {h.toDashboard}
        </a>
      </div>
    );
  const leave = (
    <button type="button" className="btn" disabled={busy !== ''} onClick={() => void act('leave', entry)}>
      {busy === 'leave' ? w.page.leaving : w.page.leave}
    </button>
  );
  switch (entry.status) {
    case 'waiting':
      return (
        <div className="space-y-4">
          {say(h.waiting(entry.studentName, when))}
          {entry.position ? <p className="font-semibold text-brand-800">{w.page.position(entry.position)}</p> : null}
          {leave}
        </div>
      );
    case 'offered': {
      const until = entry.holdUntil ? formats.classTimeAt(new Date(entry.holdUntil), entry.tz).local : '';
      return (
        <div className="space-y-4">
          {say(h.offered(entry.studentName, when, until))}
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" disabled={busy !== ''} onClick={() => void act('accept', entry)}>
              {busy === 'accept' ? h.taking : h.take}
            </button>
            {leave}
          </div>
        </div>
      );
    }
    case 'claimed':
      return say(h.taken);
    case 'left':
      return say(w.page.left);
    case 'lapsed':
      return say(h.lapsed);
    case 'expired':
      return say(h.expired);
  }
}
