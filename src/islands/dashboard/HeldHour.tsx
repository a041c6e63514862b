// In the weekly-times picker, the full hour held for this family (a waiting-list offer out to
// it): theirs to take until the hold ends, in one tap, through the same path as the offer's
// link (with the plan's other times saved when it joined). A tap after the hold ended hears so.
import { useState } from 'react';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { words as waitlistWords } from '../../i18n/en/waitlist';
import { useWords } from '../hooks/useWords';
import { actOnOwnHour, type OwnHourEntry } from '../../services/hour-waitlist';

interface Props {
  entry: OwnHourEntry;
  childName: string;
  tz: string;
  onChosen: (message: string) => void;
  /** The hold ended, or another time was taken meanwhile: what to say, then the picker reads again. */
  onLate: (message: string) => void;
}

export default function HeldHour({ entry, childName, tz, onChosen, onLate }: Props) {
  const w = useWords('waitlist', waitlistWords);
  const h = w.hour;
  const { weeklyTimeIn, classWhen } = useWords('classDates', englishClassDates);
  const [taking, setTaking] = useState(false);
  const when = weeklyTimeIn(entry.weekday, entry.start, tz, new Date());

  const take = async () => {
    setTaking(true);
    const a = await actOnOwnHour('accept', entry.id);
    setTaking(false);
    if (a.status === 'chosen' || a.status === 'claimed') return onChosen(h.taken);
    onLate(('message' in a && a.message) || w.page.failed);
  };

  return (
    <div className="mt-4 rounded-xl border-2 border-emerald-600 bg-white p-3 text-sm" data-held-hour>
      <p className="font-semibold">
        {h.offered(childName, when, classWhen(entry.holdUntil ?? new Date(), tz))} {h.yours}
      </p>
      <button
        type="button"
        className="btn btn-primary mt-2 min-h-11 px-4 py-2 text-sm"
        disabled={taking}
        onClick={() => void take()}
      >
        {taking ? h.taking : h.take}
      </button>
    </div>
  );
}
