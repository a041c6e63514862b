// "Choose class times" for one enrollment without weekly times: one list per class the plan
// gives a week, offering the free times /api/classes names, shown in the family's zone.
// When someone takes a chosen hour first, the fresh free times replace the offer and every
// pick still free stays picked. Under it, the full hours a family may wait for (WaitForHour.tsx);
// above it, the child's places on those lists (HourWaitlist.tsx). An hour held for this family
// shows as theirs to take, not full (other families still see it full).
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { words as classMessages } from '../../i18n/en/classes';
import { minutesOf } from '../../domain/classes/hours';
import { words as familyWords } from '../../i18n/en/family';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { chooseTimes, freeTimes, type OfferedTime } from '../../services/classes';
import { readOwnHourEntries, type OwnHourEntry } from '../../services/hour-waitlist';
import HeldHour from './HeldHour';
import HourWaitlist from './HourWaitlist';
import WaitForHour from './WaitForHour';

interface Props {
  enrollmentId: string;
  childName: string;
  tz: string;
  /** The enrollment's course, as its card names it. */
  courseName?: string;
  onChosen: (message: string) => void;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; needed: number; times: OfferedTime[]; full: OfferedTime[]; holdHours: number };

const keyOf = (t: OfferedTime) => `${t.weekday}-${t.time}`;

export default function ChooseTimes({ enrollmentId, childName, tz, courseName = '', onChosen }: Props) {
  const m = useWords('classes', classMessages);
  const w = useWords('family', familyWords).times;
  const { weeklyTimeIn } = useWords('classDates', englishClassDates);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [picks, setPicks] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [entries, setEntries] = useState<OwnHourEntry[]>([]);

  const loadEntries = useCallback(
    (live: () => boolean = () => true) => {
      readOwnHourEntries()
        .then((all) => live() && setEntries(all.filter((e) => e.enrollmentId === enrollmentId)))
        .catch((error: unknown) => console.error('Dashboard: could not read the hour waiting lists', error));
    },
    [enrollmentId],
  );

  const load = useCallback(
    (live: () => boolean = () => true) => {
      void freeTimes(enrollmentId).then((a) => {
        if (!live()) return;
        if (a.status === 'ok') {
          setState({ kind: 'ready', needed: a.needed, times: a.times, full: a.full, holdHours: a.holdHours });
          setPicks(Array.from({ length: a.needed }, () => ''));
        } else setState({ kind: 'failed', message: a.message });
      });
      loadEntries(live);
    },
    [enrollmentId, loadEntries],
  );

  useEffect(() => {
    let live = true;
    load(() => live);
    return () => {
      live = false;
    };
  }, [load]);

  if (state.kind === 'loading')
    return (
      <p role="status" className="mt-3 text-sm">
        {w.loading}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
        {state.message}
      </p>
    );

  const now = new Date();
  const label = (t: OfferedTime) => weeklyTimeIn(t.weekday, minutesOf(t.time), tz, now);
  const held = entries.find((e) => e.status === 'offered' && e.holdUntil);
  const isHeld = (t: OfferedTime) => held !== undefined && t.weekday === held.weekday && minutesOf(t.time) === held.start;
  const list = (
    <HourWaitlist
      entries={entries}
      courseName={courseName}
      onLeft={(id) => {
        setEntries((all) => all.filter((e) => e.id !== id));
        load();
      }}
    />
  );

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const chosen = picks.map((k) => state.times.find((t) => keyOf(t) === k));
    if (chosen.some((t) => !t) || new Set(picks).size !== picks.length) {
      setProblem(m.wrongCount(state.needed));
      return;
    }
    setSaving(true);
    setProblem('');
    const answer = await chooseTimes(enrollmentId, chosen as OfferedTime[]);
    setSaving(false);
    if (answer.status === 'ok') return onChosen(answer.message);
    setProblem(answer.message);
    if (answer.status === 'taken') {
      const still = new Set(answer.times.map(keyOf));
      setState({ ...state, times: answer.times });
      setPicks((p) => p.map((k) => (still.has(k) ? k : '')));
    }
  };

  return (
    <>
      {list}
      <form className="mt-3" onSubmit={(e) => void submit(e)} noValidate data-choose-times>
        <fieldset>
          <legend className="font-bold">{w.legend}</legend>
          <p className="text-sm">{w.perWeek(childName, state.needed)}</p>
          {state.times.length === 0 && <p className="text-sm">{w.noneFree}</p>}
          {picks.map((pick, i) => (
            <label key={i} className="mt-2 block text-sm font-semibold">
              {w.class(i + 1)}
              <select
                className="mt-1 block min-h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base font-normal"
                value={pick}
                onChange={(e) => {
                  setProblem('');
                  setPicks((p) => p.map((k, j) => (j === i ? e.target.value : k)));
                }}
              >
                <option value="">{w.choose}</option>
                {state.times.map((t) => (
                  <option key={keyOf(t)} value={keyOf(t)}>
                    {label(t)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        {held && (
          <HeldHour
            entry={held}
            childName={childName}
            tz={tz}
            onChosen={onChosen}
            onLate={(message) => {
              setProblem(message);
              load();
            }}
          />
        )}
        <WaitForHour
          enrollmentId={enrollmentId}
          childName={childName}
          tz={tz}
          full={state.full.filter((t) => !isHeld(t))}
          others={state.times.filter((t) => picks.includes(keyOf(t)))}
          needed={state.needed}
          holdHours={state.holdHours}
          onJoined={() => loadEntries()}
          onOpen={(times) =>
            setState({ ...state, times, full: state.full.filter((f) => !times.some((t) => keyOf(t) === keyOf(f))) })
          }
        />
        <p role="alert" className={problem ? 'mt-2 text-sm font-semibold text-red-800' : ''}>
          {problem}
        </p>
        <button type="submit" className="btn btn-primary mt-3 min-h-11 px-4 py-2 text-sm" disabled={saving}>
          {saving ? w.saving : w.save}
        </button>
      </form>
    </>
  );
}
