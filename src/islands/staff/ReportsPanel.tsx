// Progress reports: from LINE_CHASE_DAYS before the 1st, the children due this month's report
// whose mentor has not written its line yet (to chase); and every report sent, latest month
// first, each with "Send again" (the family gets it once more; the function logs who asked).
import { useState } from 'react';
import { chasing, missingLines } from '../../domain/progress/chase';
import { chaseFrom, monthName, monthOf } from '../../domain/progress/month';
import { nairobiDate } from '../../domain/slots';
import { calendarDate } from '../../domain/zone-clock';
import { progressAction } from '../../services/staff';
import { asText, useLiveRows, useNow } from './live';
import { Empty, LiveStatus, PanelHeading } from './parts';

/** Whether every course of a report had its mentor's line (a report of one course may hold it at its top level). */
const hasLines = (r: Record<string, unknown>) =>
  Array.isArray(r.courses) ? r.courses.every((c) => asText((c as Record<string, unknown>)?.next) !== '') : asText(r.next) !== '';

function SendAgain({ reportId, studentName, month }: { reportId: string; studentName: string; month: string }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  async function send() {
    setBusy(true);
    setSaid(null);
    try {
      const answer = await progressAction({ action: 'resend', reportId });
      setSaid({ ok: true, text: asText(answer.message) || 'Sent.' });
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-2">
      <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => void send()}>
        Send again
        <span className="sr-only">
          {' '}
          {studentName}'s report for {month}
        </span>
      </button>
      <p role={said && !said.ok ? 'alert' : 'status'} className={said ? 'mt-1 text-sm font-semibold' : ''}>
        {said?.text ?? ''}
      </p>
    </div>
  );
}

export default function ReportsPanel() {
  const now = useNow();
  const month = monthOf(now);
  const enrollments = useLiveRows({ collection: 'enrollments' });
  const lines = useLiveRows({ collection: 'progressLines', from: { field: 'month', value: month } });
  const reports = useLiveRows({ collection: 'progressReports' });
  const shownFrom = chaseFrom(month);
  const missing =
    enrollments.state === 'ready' && lines.state === 'ready'
      ? missingLines(
          enrollments.rows.map((e) => ({
            id: e.id,
            childId: e.childId,
            paidUntil: e.paidUntil,
            mentorId: e.mentorId,
            studentName: asText(e.studentName),
            startedAt: e.createdAt instanceof Date ? e.createdAt : undefined,
          })),
          new Set(lines.rows.map((l) => l.id)),
          month,
        )
      : [];
  const sent =
    reports.state === 'ready'
      ? [...reports.rows].sort(
          (a, b) => asText(b.month).localeCompare(asText(a.month)) || asText(a.studentName).localeCompare(asText(b.studentName)),
        )
      : [];

  return (
    <div>
      <PanelHeading
        id="reports-title"
        title="Progress reports"
        count={reports.state === 'ready' ? `${sent.length} sent` : undefined}
      />
      <h3 className="mt-4 text-lg font-bold">{monthName(month)}: lines still missing</h3>
      {!chasing(month, nairobiDate(now)) ? (
        <p className="text-muted">Shown from {calendarDate(shownFrom)}, three days before the reports go out.</p>
      ) : (
        <>
          <LiveStatus live={enrollments} what="enrollments" />
          {enrollments.state === 'ready' && missing.length === 0 && <Empty>Every child due a report has its line.</Empty>}
          <ul className="mt-2 grid gap-2 md:grid-cols-2" aria-label="Lines still missing">
            {missing.map((e) => (
              <li key={e.id} className="rounded-2xl border border-amber-200 bg-amber-50 p-3" data-missing-line={e.id}>
                <span className="font-bold">{e.studentName}</span> · mentor {asText(e.mentorId)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-6 text-lg font-bold">Reports sent</h3>
      <LiveStatus live={reports} what="reports" />
      {reports.state === 'ready' && sent.length === 0 && <Empty>No reports yet. They go out on the 1st.</Empty>}
      <ul className="mt-2 grid gap-3 md:grid-cols-2">
        {sent.map((r) => (
          <li key={r.id} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm" data-report={r.id}>
            <p className="font-bold text-ink">
              {asText(r.studentName)} · {monthName(asText(r.month))}
            </p>
            <p className="text-sm">
              Attended {asText(r.attended)}, missed {asText(r.missed)}, cancelled {asText(r.cancelled)}
              {hasLines(r) ? '' : ' · no line'}
            </p>
            <SendAgain reportId={r.id} studentName={asText(r.studentName)} month={monthName(asText(r.month))} />
          </li>
        ))}
      </ul>
    </div>
  );
}
