// "Send a reminder again" on an enrollment that renews by reminder: the family gets the
// reminder of the moment with a fresh pay link (at most once an hour); the answer is said.
import { useState } from 'react';
import { staffAction } from '../../services/staff';

export default function RemindButton({ enrollmentId, studentName }: { enrollmentId: string; studentName: string }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function remind() {
    setBusy(true);
    setSaid(null);
    try {
      const answer = await staffAction({ action: 'remindRenewal', enrollmentId });
      setSaid({ ok: true, text: String(answer.message ?? 'Sent.') });
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2">
      <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => void remind()}>
        Send a reminder again<span className="sr-only"> to {studentName}'s family</span>
      </button>
      <p role={said && !said.ok ? 'alert' : 'status'} className={said ? 'mt-1 text-sm font-semibold' : ''}>
        {said?.text ?? ''}
      </p>
    </div>
  );
}
