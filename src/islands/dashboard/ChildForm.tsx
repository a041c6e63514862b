// Add a child, or change a child's name or grade, through the family function; checked
// first with the same rules the function uses. A refused save keeps what was typed.
import { useId, useState, type SubmitEvent } from 'react';
import { readChild, type ChildInput } from '../../domain/enrollment/children';
import { words as childMessages } from '../../i18n/en/children';
import { words as familyWords } from '../../i18n/en/family';
import { filterName, NAME_MAX } from '../../domain/names';
import { useWords } from '../hooks/useWords';

interface Props {
  grades: Record<string, string>;
  start?: ChildInput;
  submitLabel: string;
  /** Saves; resolves to null when saved, or the message to show. */
  save: (input: ChildInput) => Promise<{ field: 'name' | 'grade'; message: string } | null>;
  onCancel?: () => void;
}

export default function ChildForm({ grades, start, submitLabel, save, onCancel }: Props) {
  const id = useId();
  const w = useWords('family', familyWords).childForm;
  const m = useWords('children', childMessages);
  const [fields, setFields] = useState<ChildInput>(start ?? { name: '', grade: '' });
  const [problem, setProblem] = useState<{ field: 'name' | 'grade'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = readChild({ ...fields }, Object.keys(grades), m);
    if ('field' in checked) return setProblem(checked);
    setBusy(true);
    setProblem(null);
    try {
      const refused = await save(checked);
      if (refused) setProblem(refused);
      else if (!start) setFields({ name: '', grade: '' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-name`} className="field-label">
        {w.name}
      </label>
      <input
        id={`${id}-name`}
        className="field"
        autoComplete="off"
        value={fields.name}
        maxLength={NAME_MAX}
        aria-invalid={problem?.field === 'name' || undefined}
        onChange={(e) => setFields((f) => ({ ...f, name: filterName(e.target.value) }))}
      />
      <label htmlFor={`${id}-grade`} className="field-label">
        {w.grade}
      </label>
      <select
        id={`${id}-grade`}
        className="field"
        value={fields.grade}
        aria-invalid={problem?.field === 'grade' || undefined}
        onChange={(e) => setFields((f) => ({ ...f, grade: e.target.value }))}
      >
        <option value="">{w.chooseGrade}</option>
        {Object.entries(grades).map(([gradeId, label]) => (
          <option key={gradeId} value={gradeId}>
            {label}
          </option>
        ))}
      </select>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={fields.fullNameOnCertificates === true}
          onChange={(e) => setFields((f) => ({ ...f, fullNameOnCertificates: e.target.checked }))}
        />
        {w.fullName}
      </label>
      <div role="alert">
        {problem && <p className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800">{problem.message}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {w.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
