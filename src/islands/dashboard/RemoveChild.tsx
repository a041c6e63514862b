// Removing a child from the family, under the child's edit form: one button, then a
// confirmation that says what goes (focus moves to it; Keep goes back), then the server's
// answer. A child whose enrollment still runs is kept, and the family is told why.
import { useEffect, useId, useRef, useState } from 'react';
import { words as childMessages } from '../../i18n/en/children';
import { words as familyWords } from '../../i18n/en/family';
import { words as manageMessages } from '../../i18n/en/messages/manage';
import type { FamilyChild } from '../../domain/enrollment/family-view';
import { callFamily } from '../../services/family';
import { useWords, useMessages } from '../hooks/useWords';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { manage: manageMessages };

interface Props {
  child: FamilyChild;
  idToken: () => Promise<string | null>;
  /** The child is gone: the family's children as the server now lists them. */
  onRemoved: (children: FamilyChild[], message: string) => void;
}

export default function RemoveChild({ child, idToken, onRemoved }: Props) {
  const id = useId();
  const w = useWords('family', familyWords).childForm;
  const m = useWords('children', childMessages);
  const failed = useMessages(english).manage.failed;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      const token = await idToken();
      const answer = token ? await callFamily(token, { action: 'removeChild', childId: child.id }) : null;
      if (answer?.status === 'ok') return onRemoved(answer.children, m.removed(child.name));
      setProblem(answer?.status === 'refused' ? answer.message : failed);
      setAsking(false);
    } catch {
      setProblem(failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 border-t border-brand-100 pt-4" data-remove-child={child.name}>
      {asking ? (
        <div role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} ref={confirmRef} tabIndex={-1} className="font-semibold">
            {m.removeConfirm(child.name)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void remove()}>
              {w.yesRemove(child.name)}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setAsking(false)}>
              {w.keep(child.name)}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(true)}>
          {w.remove(child.name)}
        </button>
      )}
      <div role="alert">
        {problem && <p className="mt-2 rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800">{problem}</p>}
      </div>
    </div>
  );
}
