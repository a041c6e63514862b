// "Tell me if this hour frees" under the weekly-times picker: the course's full hours, one to
// pick and a button. The signed-in family's enrollment says who and how to reach them, so
// nothing is typed; a plan of more classes a week sends its other picks, saved with the hour
// when the family takes it. Once on the list it shows the place and the private link.
import { useId, useState } from 'react';
import { minutesOf } from '../../domain/classes/hours';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { words as waitlistWords } from '../../i18n/en/waitlist';
import { useWords } from '../hooks/useWords';
import type { OfferedTime } from '../../services/classes';
import { waitForHour } from '../../services/hour-waitlist';

interface Props {
  enrollmentId: string;
  childName: string;
  tz: string;
  full: OfferedTime[];
  /** The plan's other weekly times, as picked above. */
  others: OfferedTime[];
  needed: number;
  holdHours: number;
  /** A mentor turned out free for the hour: the picker shows the fresh free times. */
  onOpen: (times: OfferedTime[]) => void;
  /** Joined: the dashboard's list of the child's places reads again. */
  onJoined?: () => void;
}

const keyOf = (t: OfferedTime) => `${t.weekday}-${t.time}`;

export default function WaitForHour({ enrollmentId, childName, tz, full, others, needed, holdHours, onOpen, onJoined }: Props) {
  const w = useWords('waitlist', waitlistWords);
  const { weeklyTimeIn } = useWords('classDates', englishClassDates);
  const id = useId();
  const [pick, setPick] = useState('');
  const [said, setSaid] = useState('');
  const [joined, setJoined] = useState<{ position: number; link: string } | null>(null);
  const [saving, setSaving] = useState(false);
  if (full.length === 0) return null;
  if (joined)
    return (
      <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm" role="status">
        <p>{w.hour.joined(childName, holdHours)}</p>
        <p className="font-semibold">{w.form.position(joined.position)}</p>
        <a className="underline" href={joined.link}>
          {w.form.openLink}
        </a>
      </div>
    );

  const now = new Date();
  const join = async () => {
    const time = full.find((t) => keyOf(t) === pick);
    if (!time) return;
    if (others.length < needed - 1) return setSaid(w.hour.pickOthers(needed - 1));
    setSaving(true);
    setSaid('');
    const answer = await waitForHour(enrollmentId, time, others.slice(0, needed - 1));
    setSaving(false);
    if (answer.status === 'joined') {
      setJoined(answer);
      return onJoined?.();
    }
    setSaid(answer.message);
    if (answer.status === 'open') onOpen(answer.times);
  };

  return (
    <div className="mt-4" data-wait-hour>
      <label htmlFor={id} className="block text-sm font-semibold">
        {w.hour.fullHours}
      </label>
      <select
        id={id}
        className="mt-1 block min-h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base"
        value={pick}
        onChange={(e) => setPick(e.target.value)}
      >
        <option value="">{w.form.full}</option>
        {full.map((t) => (
          <option key={keyOf(t)} value={keyOf(t)}>
            {weeklyTimeIn(t.weekday, minutesOf(t.time), tz, now)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn mt-2 min-h-11 px-4 py-2 text-sm"
        disabled={!pick || saving}
        onClick={() => void join()}
      >
        {saving ? w.hour.joining : w.hour.offer}
      </button>
      <p role="status" className={said ? 'mt-2 text-sm font-semibold text-red-800' : ''}>
        {said}
      </p>
    </div>
  );
}
