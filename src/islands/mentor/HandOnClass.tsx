// A mentor's "Can't make it" on one of their classes still to come: once confirmed, another
// mentor of the course free then covers it, or the school cancels it with a make-up credit
// for the family (functions/src/classes/cover.ts); the family is told either way.
import { useState } from 'react';
import { handOnClass } from '../../services/classes';

interface Props {
  classId: string;
  childFirstName: string;
  authReady: Promise<unknown> | null;
  /** Handed on: the class leaves this mentor's list, so the page shows what was said. */
  onDone: (said: string) => void;
}

export default function HandOnClass({ classId, childFirstName, authReady, onDone }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const handOn = async () => {
    setBusy(true);
    await authReady?.catch(() => null);
    const answer = await handOnClass(classId);
    setBusy(false);
    setAsking(false);
    if (answer.ok) onDone(answer.text);
    else setProblem(answer.text);
  };

  return (
    <div className="mt-2 text-sm" data-hand-on>
      {problem && (
        <p role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      )}
      {!asking && (
        <button type="button" className="btn btn-ghost min-h-11 px-3 py-1 text-sm" onClick={() => setAsking(true)}>
          Can't make it<span className="sr-only"> to {childFirstName}'s class</span>
        </button>
      )}
      {asking && (
        <p>
          Another mentor will take the class if one is free; if not, it is cancelled and the family gets a make-up credit.{' '}
          <button
            type="button"
            className="btn btn-primary min-h-11 px-3 py-1 text-sm"
            disabled={busy}
            onClick={() => void handOn()}
          >
            {busy ? 'Sending…' : 'Yes, hand it on'}
          </button>{' '}
          <button type="button" className="btn btn-ghost min-h-11 px-3 py-1 text-sm" onClick={() => setAsking(false)}>
            Keep the class
          </button>
        </p>
      )}
    </div>
  );
}
