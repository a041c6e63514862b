// One class on /mentor: when, the child's first name and course, the join link, whether the
// family said "Can't make it" for it (at its present time), whose class it covers, the
// mentor's own "Can't make it" (HandOnClass), and its
// mark (attended or absent once it has started, or cancelled by the school) with a short
// note to the parent, saved through /api/classes.
import { useId, useState, type SubmitEvent } from 'react';
import { NOTE_MAX } from '../../domain/classes/note';
import { words as m } from '../../i18n/en/classes';
import { words as classStates } from '../../i18n/en/console/class-states';
import { OUTCOMES, readNote, type Outcome } from '../../domain/classes/request';
import { classWhen } from '../../domain/classes/shown';
import { markClass, type ShownClass } from '../../services/classes';
import HandOnClass from './HandOnClass';

interface Props {
  shown: ShownClass;
  courseName: string;
  link: string;
  tz: string;
  now: Date;
  /** Auth holding the mentor with a token that carries the claim: a mark waits for it. */
  authReady: Promise<unknown> | null;
  onMarked: () => void;
  /** The class was handed on (covered or cancelled): what the function said. */
  onHandedOn: (said: string) => void;
}

export default function MarkClass({ shown: c, courseName, link, tz, now, authReady, onMarked, onHandedOn }: Props) {
  const id = useId();
  const started = c.start.getTime() <= now.getTime();
  const [outcome, setOutcome] = useState<Outcome | ''>(OUTCOMES.includes(c.status as Outcome) ? (c.status as Outcome) : '');
  const [note, setNote] = useState(c.note);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!outcome) return setSaid({ ok: false, text: m.badOutcome });
    const read = readNote(note);
    if ('message' in read) return setSaid({ ok: false, text: read.message });
    setSaving(true);
    // A failure to refresh the token is not this mark's: the mark is sent and answered.
    await authReady?.catch(() => null);
    const problem = await markClass(c.id, outcome, read.note);
    setSaving(false);
    setSaid(problem ? { ok: false, text: problem } : { ok: true, text: m.marked });
    if (!problem) onMarked();
  };

  return (
    <li className="card p-4" data-mentor-class={c.id}>
      <p className="font-bold">
        {classWhen(c.start, tz)}: {c.childFirstName}, {courseName}
      </p>
      <p className="text-sm">
        {link && (
          <a className="font-semibold text-brand-800 underline underline-offset-2" href={link}>
            Join link<span className="sr-only"> for {c.childFirstName}</span>
          </a>
        )}
        {c.status === 'paused' ? (
          <span className="ml-2 font-semibold text-red-800" data-paused>
            {classStates.state(c.status)}
          </span>
        ) : (
          c.status !== 'scheduled' && <span className="ml-2">{classStates.marked(c.status)}</span>
        )}
      </p>
      {c.coveredFrom && (
        <p className="mt-1 text-sm font-semibold" data-covering>
          You cover this class for another mentor.
        </p>
      )}
      {c.status === 'scheduled' && !started && (
        <HandOnClass classId={c.id} childFirstName={c.childFirstName} authReady={authReady} onDone={onHandedOn} />
      )}
      {c.cantMake && c.status === 'scheduled' && (
        <p className="mt-1 text-sm font-semibold" data-cant-make>
          The family says {c.childFirstName} can't make this class.
        </p>
      )}
      <form className="mt-2" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend className="text-sm font-semibold">Mark {c.childFirstName}'s class</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {OUTCOMES.filter((o) => started || o === 'cancelled').map((o) => (
              <label key={o} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
                {classStates.state(o)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-2 block text-sm font-semibold" htmlFor={`${id}-note`}>
          Note to the parent (optional)
        </label>
        <textarea
          id={`${id}-note`}
          className="mt-1 block w-full rounded-lg border border-brand-200 p-2 text-base"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <p role="status" className={said?.ok ? 'mt-1 text-sm font-semibold' : ''}>
          {said?.ok ? said.text : ''}
        </p>
        <p role="alert" className={said && !said.ok ? 'mt-1 text-sm font-semibold text-red-800' : ''}>
          {said && !said.ok ? said.text : ''}
        </p>
        <button type="submit" className="btn btn-primary mt-2 min-h-11 px-4 py-2 text-sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save the mark'}
        </button>
      </form>
    </li>
  );
}
