// One child on the dashboard: their trials, the school's recommendation with its Enroll
// button, the enrollment and its status, its monthly progress reports, and the payments made
// for them (their receipts).
import type { ReactNode } from 'react';
import type { ChildView, FamilyTrial } from '../../domain/enrollment/family-view';
import { enrollHrefFor, renewHrefFor } from '../../domain/enrollment/link';
import { renewsAutomatically } from '../../domain/enrollment/subscription';
import { formatMoney, isCurrency, isPeriod } from '../../domain/pricing';
import { words as familyWords } from '../../i18n/en/family';
import { words as englishClassDates } from '../../i18n/en/class-dates';
import { useWords } from '../hooks/useWords';
import { words as englishDates } from '../../i18n/en/dates';
import { NAIROBI_TZ } from '../../domain/slots';
import type { FamilyClass } from '../../domain/classes/family-classes';
import RenewalControls from './RenewalControls';
import InstalmentParts from './InstalmentParts';
import ChildClasses, { type MentorNames } from './ChildClasses';
import ChildReports from './ChildReports';

export interface Names {
  plans: Record<string, string>;
  courses: Record<string, string>;
  grades: Record<string, string>;
  /** Mentors by id: their first name and video room (team.yaml). */
  mentors?: MentorNames;
  /** Each plan's rescheduling rule by plan id, as its card states it (rule-text.ts). */
  rules?: Record<string, string>;
  /** Each plan's make-up credit rule by plan id, as its card states it (messages/make-up-text.ts). */
  makeUpRules?: Record<string, string>;
  /** Minutes before a weekly class that its join link opens (settings.yaml `enrollment`). */
  joinOpenMinutes: number;
}

const money = (amount: number, currency: string) =>
  isCurrency(currency) ? formatMoney(amount, currency) : `${currency} ${amount}`;

interface Props {
  view: ChildView;
  /** The family's weekly classes from the site's session (FamilyPanel.tsx). */
  classes?: FamilyClass[];
  names: Names;
  onEdit: () => void;
  idToken: () => Promise<string | null>;
  /** Reads the family's records again (after a renewal change). */
  onChanged: () => void;
  /** The dashboard's cards for these trials (each booking shows once, here); else a plain list. */
  renderTrials?: (trials: FamilyTrial[]) => ReactNode;
}

export default function ChildCard({ view, classes, names, onEdit, idToken, onChanged, renderTrials }: Props) {
  const words = useWords('family', familyWords);
  const w = words.child;
  const { calendarDate } = useWords('classDates', englishClassDates);
  const { clockTime } = useWords('dates', englishDates);
  const period = (p: string | null) => (p && isPeriod(p) ? words.period[p] : '');
  const planOf = (plan: string, p: string | null) => w.plan(names.plans[plan] ?? plan, period(p));
  const { child, recommendation: r } = view;
  const trials = [...view.upcoming, ...view.past];
  const titleId = `child-${child.id}`;
  return (
    <section className="card mt-4 p-6" aria-labelledby={titleId} data-child={child.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="text-lg font-extrabold">
            {child.name}
          </h3>
          <p className="text-sm text-muted">{names.grades[child.grade] ?? child.grade}</p>
        </div>
        <button type="button" className="btn btn-ghost min-h-11 px-4 py-2 text-sm" onClick={onEdit}>
          {w.edit}
          <span className="sr-only"> {child.name}</span>
        </button>
      </div>

      {view.enrollments.map((e) => (
        <div key={e.id} className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-950" data-enrollment={e.shownStatus}>
          <p className="font-bold">
            {planOf(e.plan, e.period)}: {w.status[e.shownStatus]}
          </p>
          {e.course && <p className="text-sm">{names.courses[e.course] ?? e.course}</p>}
          <p className="text-sm">
            {w.paidUntil}
            <strong data-paid-until={e.paidUntil}>{calendarDate(e.paidUntil)}</strong>
          </p>
          {e.instalments && (
            <InstalmentParts enrollmentId={e.id} childName={child.name} currency={e.currency ?? ''} instalments={e.instalments} />
          )}
          {!renewsAutomatically(e.subscription) &&
            e.shownStatus !== 'cancelled' &&
            !e.instalments?.parts.some((p) => !p.paid) && (
              <a className="btn btn-primary mt-3 min-h-11 px-4 py-2 text-sm" href={renewHrefFor(e.id)}>
                {w.payNext}
                <span className="sr-only">{w.payNextOf(child.name)}</span>
              </a>
            )}
          {e.subscription && (
            <RenewalControls
              enrollmentId={e.id}
              subscription={e.subscription}
              amount={e.amount}
              currency={e.currency}
              idToken={idToken}
              onChanged={onChanged}
            />
          )}
          {(e.shownStatus === 'active' || e.shownStatus === 'past_due') && (
            <ChildClasses
              enrollmentId={e.id}
              childName={child.name}
              hasTimes={(e.classTimes ?? 0) > 0}
              noClassOn={e.noClassOn}
              early={classes}
              tz={e.tz ?? NAIROBI_TZ}
              mentors={names.mentors ?? {}}
              joinOpenMinutes={names.joinOpenMinutes}
              rule={names.rules?.[e.plan]}
              makeUpRule={names.makeUpRules?.[e.plan]}
              courseName={e.course ? (names.courses[e.course] ?? e.course) : ''}
            />
          )}
        </div>
      ))}

      {view.enrollments.length > 0 && <ChildReports enrollmentIds={view.enrollments.map((e) => e.id)} childName={child.name} />}

      {r && !r.enrolled && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4" data-recommendation>
          <p className="font-bold text-brand-900">{w.recommendation}</p>
          <p className="text-sm">
            {names.courses[r.course] ?? r.course}: {planOf(r.plan, r.period)}, {money(r.amount, r.currency)}
          </p>
          {r.note && <p className="mt-1 whitespace-pre-line text-sm text-muted">{r.note}</p>}
          <a className="btn btn-primary mt-3" href={enrollHrefFor(r.id)}>
            {w.enroll(child.name)}
          </a>
        </div>
      )}

      {trials.length > 0 && (
        <>
          <h4 className="mt-4 font-bold">{w.trials}</h4>
          {renderTrials ? (
            renderTrials(trials)
          ) : (
            <ul className="mt-1 text-sm">
              {trials.map((t) => (
                <li key={t.id}>
                  {calendarDate(t.date)}, {clockTime(t.time)} ({w.trialNairobi}): {w.trialStatus[t.status] ?? t.status}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {view.certificates.length > 0 && (
        <>
          <h4 className="mt-4 font-bold">{w.certificates}</h4>
          <ul className="mt-1 space-y-2 text-sm">
            {view.certificates.map((c) => (
              <li key={c.number} className="rounded-xl border border-brand-100 p-3" data-certificate={c.number}>
                <a className="font-semibold text-brand-800 underline underline-offset-2" href={`/certificates/${c.number}`}>
                  {c.course}, {c.level}
                </a>{' '}
                · {calendarDate(c.awardedOn)}
                {c.status === 'revoked' && <span className="ml-1 font-semibold text-red-800">{w.revoked}</span>}
                <br />
                <span className="text-muted">{w.certificateNote(c.number)}</span>
              </li>
            ))}
          </ul>
        </>
      )}

      {view.payments.length > 0 && (
        <>
          <h4 className="mt-4 font-bold">{w.payments}</h4>
          <ul className="mt-1 space-y-2 text-sm">
            {view.payments.map((p) => (
              <li key={p.id} className="rounded-xl border border-brand-100 p-3" data-payment={p.reference}>
                <span className="font-semibold">{money(p.amount, p.currency)}</span>
                {p.plan && ` · ${planOf(p.plan, p.period)}`}
                {p.paidAt && ` · ${calendarDate(p.paidAt.slice(0, 10))}`}
                <br />
                <span className="text-muted">{w.receipt(p.reference, p.paidUntil ? calendarDate(p.paidUntil) : null)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
