// A console action that asks for one line of text before it acts: a button opens a small
// form (a level to award, a reason to withdraw or revoke), checked as the server checks it;
// the server's refusal is said beside the field and nothing typed is lost.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';

interface Props {
  /** The button that opens the form (a screen-reader suffix may name whose record it is). */
  opener: ReactNode;
  /** The form's accessible name, e.g. "Revoke certificate JC-…". */
  formLabel: string;
  question: string;
  submitLabel: string;
  maxLength: number;
  /** A textarea for a reason, or one line (a level). */
  multiline?: boolean;
  placeholder?: string;
  /** The text as the server will take it, or the message that refuses it. */
  check: (text: string) => { ok: string } | { message: string };
  act: (text: string) => Promise<void>;
}

export default function ReasonAction({
  opener,
  formLabel,
  question,
  submitLabel,
  maxLength,
  multiline = true,
  placeholder,
  check,
  act,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = check(text);
    if ('message' in checked) return setError(checked.message);
    setBusy(true);
    setError('');
    try {
      await act(checked.ok);
      setOpen(false);
      setText('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button type="button" className="btn btn-ghost mt-2 min-h-11 px-4 py-2 text-sm" onClick={() => setOpen(true)}>
        {opener}
      </button>
    );
  const field = {
    id: `${id}-text`,
    value: text,
    maxLength,
    placeholder,
    'aria-describedby': `${id}-error`,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
  };
  return (
    <form className="mt-2 grid gap-2" onSubmit={(event) => void submit(event)} aria-label={formLabel}>
      <label htmlFor={field.id} className="font-semibold text-ink">
        {question}
      </label>
      {multiline ? (
        <textarea className="min-h-16 rounded-xl border border-brand-200 p-2" {...field} />
      ) : (
        <input className="min-h-11 rounded-xl border border-brand-200 px-3" {...field} />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
      <div id={`${id}-error`} role="alert">
        {error && <p className="text-sm font-semibold text-red-800">{error}</p>}
      </div>
    </form>
  );
}
