// Erase a family: when a family asks us to delete what we hold ("ask us and we delete" on
// the terms page), staff type the email they gave, confirm, and the staffAction function
// deletes everything but the payments, which stay without names (families/erase-family.ts).
// Who erased and when is recorded; the family's email is not.
import { useId, useState, type SubmitEvent } from 'react';
import { words as m } from '../../i18n/en/console/staff';
import { staffAction } from '../../services/staff';
import { PanelHeading } from './parts';

export default function ErasePanel() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function erase(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    if (!typed || !window.confirm(m.eraseConfirm(typed))) return;
    setBusy(true);
    setSaid(null);
    try {
      const answer = await staffAction({ action: 'eraseFamily', email: typed });
      setSaid({ ok: true, text: String(answer.message ?? m.erased) });
      setEmail('');
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PanelHeading id="erase-title" title="Erase a family" />
      <p className="mt-2 max-w-prose text-muted">
        When a family asks us to delete their data: their bookings, messages, children, recommendations, enrollments and sign-in
        account are deleted for good. Payments stay in the accounts without any name, email or number. A family whose enrollment
        is still running is refused until it has ended.
      </p>
      <form className="card mt-4 grid max-w-xl gap-2 p-4" onSubmit={(event) => void erase(event)}>
        <label htmlFor={id} className="font-semibold text-ink">
          The family's email address
        </label>
        <input
          id={id}
          type="email"
          className="min-h-11 rounded-xl border border-brand-200 p-2"
          autoComplete="off"
          value={email}
          required
          onChange={(e) => setEmail(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy || !email.trim()}>
            Erase this family
          </button>
        </div>
      </form>
      <p role={said && !said.ok ? 'alert' : 'status'} className={said ? 'mt-2 text-sm font-semibold' : ''}>
        {said?.text ?? ''}
      </p>
    </>
  );
}
