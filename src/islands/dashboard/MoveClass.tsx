// Moving one class: the hours /api/classes says the plan's rule allows, shown in the family's
// zone, one to pick and a submit. Used on the dashboard (signed in, by class id) and on /move
// (by the link a "Can't make it" reply sends). A failed submit keeps the pick; when someone
// took the hour first, the fresh hours replace the list.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { words as classMessages } from '../../i18n/en/classes';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { words as moveWords } from '../../i18n/en/move';
import { useWords } from '../hooks/useWords';
import { moveOptions, moveTo, type MoveBy, type MoveHour } from '../../services/classes';
import HourSelect, { hourKey } from './HourSelect';

interface Props {
  by: MoveBy;
  /** The family's zone; the function's answer names it when the page does not know it. */
  tz?: string;
  /** "cant": opened with "Can't make it". */
  reason: 'move' | 'cant';
  onMoved: (message: string) => void;
  onClose?: () => void;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; start: Date; mentor: string; rule: string; tz: string; times: MoveHour[] };

export default function MoveClass({ by, tz, reason, onMoved, onClose }: Props) {
  const m = useWords('classes', classMessages);
  const w = useWords('move', moveWords);
  const { classWhen } = useWords('classDates', englishClassDates);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pick, setPick] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();
  const byKey = JSON.stringify(by);

  useEffect(() => {
    let live = true;
    void moveOptions(JSON.parse(byKey) as MoveBy, reason === 'cant').then((a) => {
      if (!live) return;
      if (a.status === 'ok') setState({ kind: 'ready', ...a, tz: tz ?? a.tz });
      else setState({ kind: 'failed', message: a.message });
    });
    return () => {
      live = false;
    };
  }, [byKey, tz, reason]);

  if (state.kind === 'loading')
    return (
      <p role="status" className="mt-2 text-sm">
        {w.loadingHours}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <div className="mt-2">
        <p role="alert" className="text-sm font-semibold text-red-800">
          {state.message}
        </p>
        {onClose && (
          <button type="button" className="btn btn-ghost mt-2 min-h-11 px-4 py-2 text-sm" onClick={onClose}>
            {w.close}
          </button>
        )}
      </div>
    );

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const chosen = state.times.find((h) => hourKey(h) === pick);
    if (!chosen) {
      setProblem(m.badTime);
      return;
    }
    setSaving(true);
    setProblem('');
    const answer = await moveTo(by, chosen.start);
    setSaving(false);
    if (answer.status === 'ok') return onMoved(`${answer.message} ${classWhen(answer.start, state.tz)}.`);
    setProblem(answer.message);
    if (answer.status === 'taken') {
      setState({ ...state, times: answer.times });
      if (!answer.times.some((h) => hourKey(h) === pick)) setPick('');
    }
  };

  return (
    <form
      className="mt-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-move-class
    >
      <p className="text-sm font-semibold">{w.title(reason === 'cant', classWhen(state.start, state.tz))}</p>
      <p className="text-sm">{w.planIncludes(state.rule)}</p>
      <HourSelect
        id={`${id}-hour`}
        label={w.newTime}
        placeholder={w.chooseTime}
        hours={state.times}
        tz={state.tz}
        value={pick}
        onPick={(key) => {
          setProblem('');
          setPick(key);
        }}
        withMentor={w.withMentor}
        classWhen={classWhen}
        labelClass="mt-2"
      />
      <p role="alert" className={problem ? 'mt-2 text-sm font-semibold text-red-800' : ''}>
        {problem}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={saving}>
          {saving ? w.moving : w.move}
        </button>
        {onClose && (
          <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" onClick={onClose}>
            {w.keep}
          </button>
        )}
      </div>
    </form>
  );
}
