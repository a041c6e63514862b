// The summary panel: what will be booked, what is still needed, and Confirm. A notice from
// the last Confirm (slot just filled, family already booked, too many tries) is announced
// here, beside the button the parent pressed.
import { useId } from 'react';
import { words as bookingMessages } from '../../i18n/en/messages/booking';
import { words as bookingWords } from '../../i18n/en/booking';
import { useWords, useMessages } from '../hooks/useWords';

/** The parts of the messages area (src/i18n/en/messages/) this island shows, in English (another language's page hands down its own). */
const english = { booking: bookingMessages };

export interface SummaryRow {
  term: string;
  /** '' shows "Not set". */
  value: string;
}

interface Props {
  rows: SummaryRow[];
  complete: boolean;
  saving: boolean;
  /** What is still missing, e.g. ["grade", "a class time"]. */
  missing: string[];
  /** The answer to the last Confirm, when it needs saying. */
  notice: string;
  /** The button's words when it does something else than book (join a waiting list). */
  action?: { label: string; saving: string };
}

export default function BookingSummary({ rows, complete, saving, missing, notice, action }: Props) {
  const m = useMessages(english).booking;
  const w = useWords('booking', bookingWords).summary;
  const uid = useId();
  const titleId = `${uid}-summary`;
  const missingId = `${uid}-missing`;
  const noticeId = `${uid}-notice`;
  const describedBy = [notice ? noticeId : '', !complete && missing.length ? missingId : ''].filter(Boolean).join(' ');
  return (
    <aside className="card p-5 sm:p-6 lg:sticky lg:top-24" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {w.title}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(({ term, value }) => (
          <div key={term} className="flex justify-between gap-3 border-b border-[#efecf7] pb-2 last:border-0">
            <dt className="shrink-0 font-semibold text-muted">{term}</dt>
            <dd className={`min-w-0 break-words text-right ${value ? 'font-semibold text-ink' : 'text-[#6b6780]'}`}>
              {value || w.notSet}
            </dd>
          </div>
        ))}
      </dl>
      {/* Always in the page, so screen readers announce the text when it arrives. */}
      <div
        role="alert"
        id={noticeId}
        className={notice ? 'mt-5 rounded-xl border border-[#e6c3cf] bg-[#fbf1f4] p-3 text-sm font-semibold text-[#8a2443]' : ''}
      >
        {notice}
      </div>
      <button
        type="submit"
        className="btn btn-primary mt-6 w-full"
        disabled={!complete || saving}
        aria-describedby={describedBy || undefined}
        aria-busy={saving}
      >
        {saving ? (action?.saving ?? m.saving) : (action?.label ?? m.confirm)}
      </button>
      {!complete && missing.length > 0 && (
        <p id={missingId} className="mt-3 text-sm text-muted">
          {w.stillNeeded(missing.join(', '))}
        </p>
      )}
      <p className="mt-3 text-xs text-muted">{w.free}</p>
    </aside>
  );
}
