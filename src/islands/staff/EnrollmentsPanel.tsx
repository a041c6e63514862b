// Enrollments: the counts (renewing by card, due soon, past due, expired this month, money
// expected next month), then ending within a week, active, and expired in the last 30 days,
// per child with the plan, the due date and the family's contact, live; then the school's
// funnel per month (trials booked, attended, recommended, enrolled). A running one can be ended
// early (EndEnrollment). An enrollment paid in parts shows its schedule (InstalmentSchedule).
import { periodLabel, isPeriod } from '../../domain/pricing';
import { nairobiDate } from '../../domain/slots';
import type { Column } from '../../domain/staff/csv';
import {
  ENDING_DAYS,
  EXPIRED_LISTED_DAYS,
  enrollmentGroups,
  enrollmentSummary,
  schoolFunnel,
  type SummaryRow,
} from '../../domain/staff/enrollments';
import EnrollmentSummary from './EnrollmentSummary';
import RemindButton from './RemindButton';
import AwardCertificate from './AwardCertificate';
import EndEnrollment from './EndEnrollment';
import InstalmentSchedule, { scheduleOf } from './InstalmentSchedule';
import { addDays } from '../../domain/slots';
import type { Row } from '../../services/staff';
import { asDate, asText, useLiveRows, useNow } from './live';
import { Empty, LiveStatus, PanelHeading } from './parts';
import type { RecommendOffers } from './RecommendForm';
import { languageName } from '../../i18n/languages';

/** How far back the funnel reads trials (by class date). */
const FUNNEL_DAYS = 365;

function toEnrollment(row: Row): SummaryRow {
  const subscription = (row.subscription ?? null) as { status?: unknown } | null;
  return {
    amount: Number(row.amount),
    currency: asText(row.currency),
    subscriptionStatus: typeof subscription?.status === 'string' ? subscription.status : null,
    id: row.id,
    studentName: asText(row.studentName),
    email: asText(row.email),
    plan: asText(row.plan),
    period: asText(row.period),
    course: asText(row.course),
    paidUntil: asText(row.paidUntil),
    status: asText(row.status),
    familyUid: asText(row.familyUid),
    language: languageName(row.language),
  };
}

const renewsByCard = (e: SummaryRow) => e.subscriptionStatus === 'active' || e.subscriptionStatus === 'attention';

const groupTitles = {
  ending: `Ending within ${ENDING_DAYS} days`,
  active: 'Active',
  expired: `Expired in the last ${EXPIRED_LISTED_DAYS} days`,
} as const;

export default function EnrollmentsPanel({ offers, graceDays }: { offers: RecommendOffers; graceDays: number }) {
  const now = useNow();
  const today = nairobiDate(now);
  const live = useLiveRows({ collection: 'enrollments' });
  const trials = useLiveRows({ collection: 'bookings', from: { field: 'date', value: addDays(today, -FUNNEL_DAYS) } });
  const rows = live.state === 'ready' ? live.rows.map(toEnrollment) : [];
  const partsOf = (id: string) => (live.state === 'ready' ? live.rows.find((r) => r.id === id)?.instalments : undefined);
  const groups = enrollmentGroups(rows, today);
  const planName = (id: string) => offers.plans.find((p) => p.id === id)?.name ?? id;
  const courseTitle = (id: string) => offers.courses.find((c) => c.id === id)?.title ?? id;
  const period = (p: string) => (isPeriod(p) ? periodLabel[p] : p);
  const listed = [...groups.ending, ...groups.active, ...groups.expired];
  const groupOf = (e: SummaryRow) =>
    groups.ending.includes(e) ? groupTitles.ending : groups.active.includes(e) ? groupTitles.active : groupTitles.expired;

  const columns: Column<SummaryRow>[] = [
    { header: 'Group', value: groupOf },
    { header: 'Student', value: (e) => e.studentName },
    { header: 'Course', value: (e) => (e.course ? courseTitle(e.course) : '') },
    { header: 'Plan', value: (e) => planName(e.plan) },
    { header: 'Period', value: (e) => period(e.period) },
    { header: 'Paid until', value: (e) => e.paidUntil },
    { header: 'Status', value: (e) => e.status },
    { header: 'Renews by card', value: (e) => (renewsByCard(e) ? 'yes' : 'no') },
    { header: 'Amount', value: (e) => (Number.isFinite(e.amount) ? String(e.amount) : '') },
    { header: 'Currency', value: (e) => e.currency },
    {
      header: 'Parts paid',
      value: (e) => {
        const schedule = scheduleOf(partsOf(e.id));
        return schedule ? `${schedule.parts.filter((p) => p.paidRef).length}/${schedule.parts.length}` : '';
      },
    },
    { header: 'Email', value: (e) => e.email },
    { header: 'Enrollment id', value: (e) => e.id },
  ];

  const funnel =
    live.state === 'ready' && trials.state === 'ready'
      ? schoolFunnel(
          trials.rows.map((b) => {
            const created = asDate(b.createdAt);
            return {
              bookedOn: created ? nairobiDate(created) : asText(b.date),
              status: asText(b.status),
              recommended: typeof b.recommendationId === 'string',
              studentName: asText(b.studentName),
              email: asText(b.email),
            };
          }),
          rows,
        )
      : [];

  return (
    <div>
      <PanelHeading
        id="enrollments-title"
        title="Enrollments"
        count={live.state === 'ready' ? `${listed.length}` : undefined}
        csv={{ list: 'enrollments', rows: listed, columns }}
      />
      <LiveStatus live={live} what="enrollments" />
      {live.state === 'ready' && <EnrollmentSummary summary={enrollmentSummary(rows, today, graceDays)} />}
      {live.state === 'ready' && listed.length === 0 && <Empty>No enrollments yet.</Empty>}
      {(['ending', 'active', 'expired'] as const).map((group) =>
        groups[group].length ? (
          <section key={group} aria-labelledby={`enrollments-${group}`} className="mt-6">
            <h3 id={`enrollments-${group}`} className="text-lg font-bold text-brand-800">
              {groupTitles[group]} <span className="text-base font-semibold text-muted">{groups[group].length}</span>
            </h3>
            <ul className="mt-2 grid gap-3 md:grid-cols-2">
              {groups[group].map((e) => (
                <li key={e.id} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm" data-enrollment-id={e.id}>
                  <p className="font-bold text-ink">
                    {e.studentName} <span className="font-normal text-muted">· {e.language}</span>
                  </p>
                  <p className="text-ink">
                    {planName(e.plan)} · {period(e.period)}
                    {e.course && <span className="text-muted"> · {courseTitle(e.course)}</span>}
                  </p>
                  <p className="text-ink">
                    Paid until <strong>{e.paidUntil}</strong>
                    {renewsByCard(e) && (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 text-sm text-emerald-900">renews by card</span>
                    )}
                    {e.status === 'past_due' && (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 text-sm text-amber-900">past due</span>
                    )}
                  </p>
                  <InstalmentSchedule value={partsOf(e.id)} today={today} />
                  <a className="break-all font-semibold text-brand-800 underline underline-offset-2" href={`mailto:${e.email}`}>
                    {e.email}
                  </a>
                  {group !== 'active' && !renewsByCard(e) && <RemindButton enrollmentId={e.id} studentName={e.studentName} />}
                  {e.course && <AwardCertificate enrollmentId={e.id} studentName={e.studentName} />}
                  {e.status !== 'expired' && <EndEnrollment enrollmentId={e.id} studentName={e.studentName} />}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}

      <section aria-labelledby="funnel-title" className="mt-10">
        <h3 id="funnel-title" className="text-lg font-bold text-brand-800">
          Funnel per month of booking
        </h3>
        <LiveStatus live={trials} what="trials" />
        {funnel.length > 0 && (
          <div className="mt-2 overflow-x-auto" role="region" aria-label="Funnel per month" tabIndex={0}>
            <table className="w-full min-w-[32rem] text-left">
              <thead>
                <tr className="border-b border-brand-100">
                  {['Month', 'Trials booked', 'Attended', 'Recommended', 'Enrolled', 'Attended → enrolled'].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-3">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {funnel.map((m) => (
                  <tr key={m.month} className="border-b border-brand-50">
                    <th scope="row" className="py-2 pr-3">
                      {m.month}
                    </th>
                    <td className="py-2 pr-3">{m.booked}</td>
                    <td className="py-2 pr-3">{m.attended}</td>
                    <td className="py-2 pr-3">{m.recommended}</td>
                    <td className="py-2 pr-3">{m.enrolled}</td>
                    <td className="py-2 pr-3">
                      {m.attendedToEnrolledPercent === null ? '–' : `${m.attendedToEnrolledPercent}%`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
