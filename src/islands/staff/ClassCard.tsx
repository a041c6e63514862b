// One trial class in the staff console: when (Nairobi and the family's zone), who, how to
// reach them, and the outcome buttons ("Attended" with the mentor who taught it, so the
// child's weekly classes go to them first). Every change goes through staffAction, which
// changes the booking the same way a parent's change does (history and mail follow).
import { useId, useState, type FormEvent } from 'react';
import { classMessageFacts, whatsappLink, type BookingStatus, type ClassRow } from '../../domain/staff/classes';
import { words as staffWords } from '../../i18n/en/console/staff';
import { staffAction } from '../../services/staff';
import RecommendForm, { type RecommendOffers } from './RecommendForm';
import { languageName } from '../../i18n/languages';

export const statusLabel: Record<BookingStatus, string> = {
  upcoming: 'Upcoming',
  attended: 'Attended',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

const statusTone: Record<BookingStatus, string> = {
  upcoming: 'bg-brand-50 text-brand-800',
  attended: 'bg-green-50 text-green-800',
  'no-show': 'bg-amber-50 text-amber-900',
  cancelled: 'bg-gray-100 text-gray-700',
};

interface Props {
  booking: ClassRow;
  brandName: string;
  gradeLabel: string;
  offers: RecommendOffers;
  mentors: readonly { id: string; name: string }[];
}

export default function ClassCard({ booking: b, brandName, gradeLabel, offers, mentors }: Props) {
  const [busy, setBusy] = useState(false);
  const [mentorId, setMentorId] = useState('');
  const mentorFieldId = useId();
  const [error, setError] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  async function act(action: 'attended' | 'no-show' | 'cancel', why?: string) {
    setBusy(true);
    setError('');
    try {
      const taught = action === 'attended' && mentorId ? { mentorId } : {};
      await staffAction({ bookingId: b.id, action, ...(why ? { reason: why } : {}), ...taught });
      setCancelling(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  function submitCancel(event: FormEvent) {
    event.preventDefault();
    if (reason.trim()) void act('cancel', reason.trim());
  }

  const sameZone = b.local.zone === 'EAT' && b.local.time === b.time;
  return (
    <li
      className={`rounded-2xl border p-4 shadow-sm ${b.needsOutcome ? 'border-amber-400 bg-amber-50/40' : 'border-brand-100 bg-white'}`}
      data-booking-id={b.id}
      aria-label={`${b.time} ${b.studentName}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-bold text-ink">
          {b.time} <span className="text-sm font-semibold text-muted">EAT Nairobi</span>
          {!sameZone && (
            <span className="block text-sm font-semibold text-brand-800">
              {b.local.time} {b.local.zone} for the family{b.local.date !== b.date ? ` (${b.local.date})` : ''}
            </span>
          )}
        </p>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[b.status]}`} data-status>
          {b.needsOutcome ? 'Needs an outcome' : statusLabel[b.status]}
        </span>
      </div>
      {b.confirmed && b.status === 'upcoming' && (
        <p className="mt-2 inline-block rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800" data-confirmed>
          ✓ Family confirmed on WhatsApp
        </p>
      )}
      <p className="mt-2 font-semibold text-ink" data-student>
        {b.studentName} <span className="font-normal text-muted">· {gradeLabel}</span>
      </p>
      <p className="text-ink">
        {b.parentName}{' '}
        <span className="text-muted">
          · {b.country.flag} {b.country.name} · <span data-language>{languageName(b.language)}</span>
        </span>
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <a className="break-all font-semibold text-brand-800 underline underline-offset-2" href={`mailto:${b.email}`}>
          {b.email}
        </a>
        <a
          className="font-semibold text-green-800 underline underline-offset-2"
          href={whatsappLink(b, staffWords.classMessage(brandName, classMessageFacts(b)))}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp {b.whatsapp}
        </a>
      </p>
      {b.messages && b.messages.length > 0 && (
        <ul className="mt-2 text-sm text-muted" aria-label={`Messages to ${b.parentName}`} data-messages>
          {b.messages.map((m, i) => (
            <li key={i}>
              {m.what}: {m.channel === 'None' ? '' : `${m.channel}, `}
              {m.progress}
            </li>
          ))}
        </ul>
      )}
      {b.status === 'upcoming' && !cancelling && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label htmlFor={mentorFieldId} className="text-sm font-semibold text-ink">
            Taught by<span className="sr-only">: {b.studentName}</span>
          </label>
          <select
            id={mentorFieldId}
            className="min-h-11 rounded-xl border border-brand-200 px-2 text-sm"
            value={mentorId}
            onChange={(e) => setMentorId(e.target.value)}
            data-taught-by
          >
            <option value="">Not recorded</option>
            {mentors.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-primary min-h-11 px-4 py-2 text-sm"
            disabled={busy}
            onClick={() => void act('attended')}
          >
            Attended<span className="sr-only">: {b.studentName}</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
            disabled={busy}
            onClick={() => void act('no-show')}
          >
            No-show<span className="sr-only">: {b.studentName}</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
            disabled={busy}
            onClick={() => setCancelling(true)}
          >
            Cancel class<span className="sr-only">: {b.studentName}</span>
          </button>
        </div>
      )}
      {b.status === 'upcoming' && cancelling && (
        <form className="mt-3 grid gap-2" onSubmit={submitCancel}>
          <label htmlFor={reasonId} className="font-semibold text-ink">
            Reason (the family reads it in the cancellation email)
          </label>
          <textarea
            id={reasonId}
            className="min-h-20 rounded-xl border border-brand-200 p-2"
            value={reason}
            maxLength={500}
            required
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary min-h-11 px-4 py-2 text-sm" disabled={busy || !reason.trim()}>
              Cancel the class and tell the family
            </button>
            <button
              type="button"
              className="btn btn-ghost min-h-11 px-4 py-2 text-sm"
              disabled={busy}
              onClick={() => setCancelling(false)}
            >
              Keep the class
            </button>
          </div>
        </form>
      )}
      {b.status === 'attended' && <RecommendForm booking={b} offers={offers} />}
      {error && (
        <p className="mt-2 text-sm font-semibold text-red-800" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
