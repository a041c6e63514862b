// One enrollment's make-up credits on the dashboard: each open credit with the last day it can be
// used, the plan's rule from plans.yaml, and "Book a make-up": the free hours of any mentor of the
// course until it expires (services/credits.ts), one to pick and a submit. When someone took the
// hour first, the fresh hours replace the list; a booked make-up shows with the classes (`onBooked`).
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { words as englishCredits } from '../../i18n/en/credits';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { lastDay } from '../../domain/credits/rule';
import { bookMakeUp, makeUpHours, readCredits, type MakeUpHour, type ShownCredit } from '../../services/credits';
import HourSelect, { hourKey } from './HourSelect';

interface Props {
  enrollmentId: string;
  tz: string;
  /** The plan's make-up rule, as its card states it. */
  rule?: string;
  /** Read again when this changes (a class cancelled here). */
  refresh: number;
  onBooked: (message: string) => void;
}

function BookMakeUp({
  credit,
  tz,
  onBooked,
  onClose,
}: {
  credit: ShownCredit;
  tz: string;
  onBooked: (m: string) => void;
  onClose: () => void;
}) {
  const w = useWords('credits', englishCredits);
  const { classWhen } = useWords('classDates', englishClassDates);
  const [times, setTimes] = useState<MakeUpHour[] | null>(null);
  const [problem, setProblem] = useState('');
  const [pick, setPick] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    void makeUpHours(credit.id).then((a) => {
      if (!live) return;
      if (a.status === 'ok') setTimes(a.times);
      else setProblem(a.message);
    });
    return () => {
      live = false;
    };
  }, [credit.id]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const chosen = times?.find((h) => hourKey(h) === pick);
    if (!chosen) return setProblem(w.chooseHour);
    setSaving(true);
    setProblem('');
    const answer = await bookMakeUp(credit.id, chosen.start);
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

export default function ChildCredits({ enrollmentId, tz, rule, refresh, onBooked }: Props) {
  const w = useWords('credits', englishCredits);
  const { calendarDate } = useWords('classDates', englishClassDates);
  const [credits, setCredits] = useState<ShownCredit[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const load = useCallback(() => {
    readCredits()
      .then((all) => setCredits(all.filter((c) => c.enrollmentId === enrollmentId)))
      .catch((error: unknown) => console.error('Dashboard: could not read the make-up credits', error));
  }, [enrollmentId]);

  useEffect(() => load(), [load, refresh]);

  if (!credits) return null;
  return (
    <div className="mt-3" data-credits>
      <h4 className="font-bold">{w.heading}</h4>
      {rule && (
        <p className="mt-1 text-sm" data-make-up-rule>
          {rule}
        </p>
      )}
      {credits.length === 0 && <p className="text-sm">{w.none}</p>}
      <ul className="mt-1 space-y-2 text-sm">
        {credits.map((c) => (
          <li key={c.id} className="rounded-xl border border-amber-200 bg-white p-3" data-credit={c.id}>
            {w.credit(c.childFirstName, calendarDate(lastDay(c.expiresAt)))}
            {open === c.id ? (
              <BookMakeUp
                credit={c}
                tz={tz}
                onClose={() => setOpen(null)}
                onBooked={(message) => {
                  setOpen(null);
                  load();
                  onBooked(message);
                }}
              />
            ) : (
              <button type="button" className="btn btn-ghost mt-2 block min-h-11 px-3 py-1 text-sm" onClick={() => setOpen(c.id)}>
                {w.book}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
