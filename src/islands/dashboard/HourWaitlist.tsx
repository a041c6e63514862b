// The child's places on full weekly hours' waiting lists, on the dashboard above the
// weekly-times picker: the course and the hour in Nairobi time, "offered, held until …" while
// a freed hour is held for the family, and "Leave the list", through the same leave as the
// link in its messages (a held hour passes to the next family at once).
import { useState } from 'react';
import { NAIROBI_TZ } from '../../domain/slots';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { words as waitlistWords } from '../../i18n/en/waitlist';
import { useWords } from '../hooks/useWords';
import { actOnOwnHour, type OwnHourEntry } from '../../services/hour-waitlist';

interface Props {
  entries: OwnHourEntry[];
  courseName: string;
  /** An entry left: the picker reads the list and the free times again. */
  onLeft: (id: string) => void;
}

export default function HourWaitlist({ entries, courseName, onLeft }: Props) {
  const w = useWords('waitlist', waitlistWords);
  const h = w.hour;
  const { weeklyTimeIn, classWhen } = useWords('classDates', englishClassDates);
  const [leaving, setLeaving] = useState('');
  const [said, setSaid] = useState('');
  if (entries.length === 0 && !said) return null;

  const leave = async (id: string) => {
    setLeaving(id);
    setSaid('');
    const a = await actOnOwnHour('leave', id);
    setLeaving('');
    // Left here, or ended meanwhile (taken, lapsed): either way no longer on the list.
    if (a.status === 'failed') return setSaid(a.message ?? w.page.failed);
    setSaid(a.status === 'left' ? h.left : w.page.notFound);
    onLeft(id);
  };

  const now = new Date();
  return (
    <div className="mt-3" data-hour-waitlist>
      <h4 className="font-bold">{h.listHeading}</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {entries.map((e) => {
          const when = weeklyTimeIn(e.weekday, e.start, NAIROBI_TZ, now);
          return (
            <li key={e.id} className="rounded-xl border border-brand-200 bg-white p-3" data-hour-entry={e.status}>
              {e.status === 'offered' && e.holdUntil ? (
                <strong>{h.heldUntil(courseName, when, classWhen(e.holdUntil, NAIROBI_TZ))}</strong>
              ) : (
                h.onList(courseName, when)
              )}
              <button
                type="button"
                className="btn btn-ghost mt-2 block min-h-11 px-3 py-1 text-sm"
                disabled={leaving !== ''}
                onClick={() => void leave(e.id)}
              >
                {leaving === e.id ? h.leaving : h.leave}
                <span className="sr-only">{h.leaveOf(when)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className={said ? 'mt-2 text-sm font-semibold' : ''}>
        {said}
      </p>
    </div>
  );
}
