// Beside a valid certificate: staff revoke it with a reason (kept in its record's history
// and mailed to the family). Its public page then says revoked, and when.
import { useId, useState, type SubmitEvent } from 'react';
import { readRevokeReason, REVOKE_REASON_MAX } from '../../domain/certificates/certificate';
import { certificatesAction } from '../../services/staff';

export default function RevokeCertificate({ number, studentName }: { number: string; studentName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = readRevokeReason(reason);
    if ('message' in checked) return setError(checked.message);
    setBusy(true);
    setError('');
    try {
      await certificatesAction({ action: 'revoke', number, reason: checked.reason });
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button type="button" className="btn btn-ghost mt-2 min-h-11 px-4 py-2 text-sm" onClick={() => setOpen(true)}>
        Revoke
        <span className="sr-only">
          {' '}
          certificate {number} of {studentName}
        </span>
      </button>
    );
  return (
    <form className="mt-2 grid gap-2" onSubmit={(event) => void submit(event)} aria-label={`Revoke certificate ${number}`}>
      <label htmlFor={`${id}-reason`} className="font-semibold text-ink">
        Why is it revoked? (the family reads this)
      </label>
      <textarea
        id={`${id}-reason`}
        className="min-h-16 rounded-xl border border-brand-200 p-2"
        value={reason}
        maxLength={REVOKE_REASON_MAX}
        aria-describedby={`${id}-error`}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy}>
          Revoke the certificate
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
