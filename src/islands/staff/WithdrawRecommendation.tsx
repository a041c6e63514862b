// Beside a sent recommendation: staff withdraw it with a reason (kept in the booking's
// history). Its enroll link then stops working and the family's dashboard drops it.
import { useId, useState, type SubmitEvent } from 'react';
import { REASON_MAX, staffMessages } from '../../domain/staff/messages';
import { staffAction } from '../../services/staff';

export default function WithdrawRecommendation({
  recommendationId,
  studentName,
}: {
  recommendationId: string;
  studentName: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(staffMessages.withdrawReasonNeeded);
    setBusy(true);
    setError('');
    try {
      await staffAction({ action: 'withdrawRecommendation', recommendationId, reason: reason.trim() });
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
        Withdraw<span className="sr-only"> the recommendation for {studentName}</span>
      </button>
    );
  return (
    <form
      className="mt-2 grid gap-2"
      onSubmit={(event) => void submit(event)}
      aria-label={`Withdraw the recommendation for ${studentName}`}
    >
      <label htmlFor={`${id}-reason`} className="font-semibold text-ink">
        Why is it withdrawn?
      </label>
      <textarea
        id={`${id}-reason`}
        className="min-h-16 rounded-xl border border-brand-200 p-2"
        value={reason}
        maxLength={REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy || !reason.trim()}>
          Withdraw the recommendation
        </button>
        <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
      <div role="alert">{error && <p className="text-sm font-semibold text-red-800">{error}</p>}</div>
    </form>
  );
}
