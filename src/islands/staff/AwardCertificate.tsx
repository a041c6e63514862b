// Beside an enrollment: staff award a certificate when the child completes a course level.
// The family gets its link by mail and WhatsApp; the console says the number and links to
// its public page.
import { useId, useState, type SubmitEvent } from 'react';
import { LEVEL_MAX, readLevel } from '../../domain/certificates/certificate';
import { certificatesAction } from '../../services/staff';

export default function AwardCertificate({ enrollmentId, studentName }: { enrollmentId: string; studentName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [awarded, setAwarded] = useState('');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = readLevel(level);
    if ('message' in checked) return setError(checked.message);
    setBusy(true);
    setError('');
    try {
      const answer = await certificatesAction({ action: 'award', enrollmentId, level: checked.level });
      setAwarded(String(answer.number));
      setOpen(false);
      setLevel('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2">
      <p role="status" className={awarded ? 'text-sm font-semibold text-emerald-900' : ''}>
        {awarded && (
          <>
            Certificate{' '}
            <a className="underline underline-offset-2" href={`/certificates/${awarded}`}>
              {awarded}
            </a>{' '}
            awarded; the family is told.
          </>
        )}
      </p>
      {open ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => void submit(event)}
          aria-label={`Award a certificate to ${studentName}`}
        >
          <label htmlFor={`${id}-level`} className="font-semibold text-ink">
            Level completed
          </label>
          <input
            id={`${id}-level`}
            className="min-h-11 rounded-xl border border-brand-200 px-3"
            value={level}
            maxLength={LEVEL_MAX}
            placeholder="Level 1"
            aria-describedby={`${id}-error`}
            onChange={(e) => setLevel(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy}>
              Award the certificate
            </button>
            <button
              type="button"
              className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
              disabled={busy}
              onClick={() => setOpen(false)}
            >
              Close
            </button>
          </div>
          <div id={`${id}-error`} role="alert">
            {error && <p className="text-sm font-semibold text-red-800">{error}</p>}
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" onClick={() => setOpen(true)}>
          Award a certificate<span className="sr-only"> to {studentName}</span>
        </button>
      )}
    </div>
  );
}
