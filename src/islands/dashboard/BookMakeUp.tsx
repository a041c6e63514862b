// "Book a make-up" for one credit: the free hours of any mentor of the course until it expires
// (services/credits.ts), one to pick and a submit. When someone took the hour first, the fresh
// hours replace the list. On the dashboard (signed in) and on the move page (the link's token).
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { words as englishCredits } from '../../i18n/en/credits';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { bookMakeUp, makeUpHours, type MakeUpHour } from '../../services/credits';
import HourSelect, { hourKey } from './HourSelect';

interface Props {
  creditId: string;
  /** The family's zone: the hours are written in it. */
  tz: string;
  /** A move link's token (the move page): the link is the key, no sign-in. */
  token?: string;
  onBooked: (message: string) => void;
  onClose: () => void;
}

export default function BookMakeUp({ creditId, tz, token, onBooked, onClose }: Props) {
  const w = useWords('credits', englishCredits);
  const { classWhen } = useWords('classDates', englishClassDates);
  const [times, setTimes] = useState<MakeUpHour[] | null>(null);
  const [problem, setProblem] = useState('');
  const [pick, setPick] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    void makeUpHours(creditId, token).then((a) => {
      if (!live) return;
      if (a.status === 'ok') setTimes(a.times);
      else setProblem(a.message);
    });
    return () => {
      live = false;
    };
  }, [creditId, token]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const chosen = times?.find((h) => hourKey(h) === pick);
    if (!chosen) return setProblem(w.chooseHour);
    setSaving(true);
    setProblem('');
    const answer = await bookMakeUp(creditId, chosen.start, token);
    setSaving(false);
    if (answer.status === 'ok') return onBooked(`${answer.message} ${classWhen(chosen.start, tz)}.`);
    setProblem(answer.message);
    if (answer.status === 'taken') {
      setTimes(answer.times);
      setPick('');
    }
  };

  if (times === null && !problem)
    return (
      <p role="status" className="mt-2 text-sm">
        {w.loadingHours}
      </p>
    );
  return (
    <form
      className="mt-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-make-up-form
    >
      {times && (
        <HourSelect
          id={`${id}-hour`}
          label={w.chooseHour}
          placeholder={w.chooseHour}
          hours={times}
          tz={tz}
          value={pick}
          onPick={(key) => {
            setProblem('');
            setPick(key);
          }}
          withMentor={w.withMentor}
          classWhen={classWhen}
        />
      )}
      <p role="alert" className={problem ? 'mt-2 text-sm font-semibold text-red-800' : ''}>
        {problem}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {times && (
          <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={saving}>
            {saving ? w.booking : w.confirm}
          </button>
        )}
        <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" onClick={onClose}>
          {w.close}
        </button>
      </div>
    </form>
  );
}
