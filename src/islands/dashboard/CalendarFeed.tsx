// The family's private calendar feed on the dashboard: a webcal:// link that subscribes a
// calendar app to every upcoming class of every child, and a button that copies the
// address (for calendars that take a URL). The address comes from /api/classes once asked.
import { useState } from 'react';
import { calendarFeed } from '../../services/classes';
import { words as familyWords } from '../../i18n/en/family';
import { useWords } from '../hooks/useWords';

export default function CalendarFeed() {
  const w = useWords('family', familyWords).calendar;
  const [url, setUrl] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    const answer = await calendarFeed();
    setAsking(false);
    if (answer) setUrl(answer);
    else setSaid(w.failed);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      setSaid(w.copied);
    } catch {
      setSaid(w.copyFailed);
    }
  };

  return (
    <section className="card mt-4 p-6" aria-labelledby="calendar-feed-title" data-calendar-feed>
      <h3 id="calendar-feed-title" className="font-bold">
        {w.title}
      </h3>
      <p className="text-sm text-muted">{w.text}</p>
      {url ? (
        <>
          <p className="mt-2 break-all text-sm">
            <a className="font-semibold text-brand-800 underline underline-offset-2" href={url.replace(/^https?:/, 'webcal:')}>
              {w.subscribe}
            </a>
          </p>
          <p className="mt-1 break-all font-mono text-xs" data-feed-url>
            {url}
          </p>
          <button type="button" className="btn btn-ghost mt-2 min-h-11 px-3 py-1 text-sm" onClick={() => void copy()}>
            {w.copy}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-ghost mt-2 min-h-11 px-3 py-1 text-sm"
          disabled={asking}
          onClick={() => void ask()}
        >
          {asking ? w.asking : w.ask}
        </button>
      )}
      <p role="status" className="mt-1 text-sm">
        {said}
      </p>
    </section>
  );
}
