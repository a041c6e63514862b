// The staff console's Enrollments view and the school's funnel, from the stored records.
// Pure: the console reads the rows, this sorts them into groups and counts.
import { familyEmail } from '../email';
import { daysBetween } from '../enrollment/paid-until';
import { funnelByMonth, type FunnelMonth } from '../enrollment/funnel';
import { childNameKey } from '../enrollment/children';
import { addDays } from '../slots';
import type { StoredEnrollment } from '../stored/enrollments';

/**
 * An enrollment as the staff console lists it: the stored enrollment's fields, each present
 * (read as text: the console reads the documents as they are), and the family's language.
 */
export type StaffEnrollment = { id: string; period: string; status: string } & Required<
  Pick<StoredEnrollment, 'studentName' | 'email' | 'plan' | 'course' | 'paidUntil' | 'familyUid'>
> &
  Pick<StoredEnrollment, 'language'>;

export type EnrollmentGroup = 'ending' | 'active' | 'expired';

/** How soon an enrollment counts as ending, and how long an expired one stays listed. */
export const ENDING_DAYS = 7;
export const EXPIRED_LISTED_DAYS = 30;

/**
 * Active ones (ending within ENDING_DAYS apart, soonest first), and ones that ran out in
 * the last EXPIRED_LISTED_DAYS. Cancelled and long-expired enrollments are not listed.
 */
export function enrollmentGroups<T extends StaffEnrollment>(rows: readonly T[], today: string): Record<EnrollmentGroup, T[]> {
  const groups: Record<EnrollmentGroup, T[]> = { ending: [], active: [], expired: [] };
  const sorted = [...rows].sort((a, b) => a.paidUntil.localeCompare(b.paidUntil));
  for (const e of sorted) {
    if (e.status === 'cancelled' || !/^\d{4}-\d{2}-\d{2}$/.test(e.paidUntil)) continue;
    const left = daysBetween(today, e.paidUntil);
    if (left > ENDING_DAYS) groups.active.push(e);
    else if (left > 0) groups.ending.push(e);
    else if (-left <= EXPIRED_LISTED_DAYS) groups.expired.push(e);
  }
  groups.expired.reverse();
  return groups;
}

export interface FunnelBooking {
  /** The Nairobi date it was booked on. */
  bookedOn: string;
  status: string;
  recommended: boolean;
  studentName: string;
  email: string;
}

/**
 * The funnel per booking month. A trial counts as enrolled when an enrollment of the same
 * family email and child name exists.
 */
export function schoolFunnel(bookings: readonly FunnelBooking[], enrollments: readonly StaffEnrollment[]): FunnelMonth[] {
  const enrolled = new Set(enrollments.map((e) => `${familyEmail(e.email)}\n${childNameKey(e.studentName)}`));
  return funnelByMonth(
    bookings.map((b) => ({
      bookedOn: b.bookedOn,
      attended: b.status === 'attended',
      recommended: b.recommended,
      enrolled: enrolled.has(`${familyEmail(b.email)}\n${childNameKey(b.studentName)}`),
    })),
  );
}

/** What the Enrollments view counts at the top, and the money the school can expect. */
export interface EnrollmentSummary {
  /** Card subscriptions that will charge by themselves. */
  renewing: number;
  /** Not renewing by themselves, and due within ENDING_DAYS: the families to remind. */
  dueSoon: number;
  /** Past their paid-until date, within the grace. */
  pastDue: number;
  /** Ran out (paid-until plus grace) in the current calendar month. */
  expiredThisMonth: number;
  /** Per currency: the renewals due in the next calendar month (amounts of the current plans). */
  expectedNextMonth: Record<string, number>;
}

export interface SummaryRow extends StaffEnrollment {
  amount: number;
  currency: string;
  /** The subscription copy's status, when the enrollment renews by card. */
  subscriptionStatus: string | null;
}

const month = (date: string) => date.slice(0, 7);
function nextMonth(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
}

export function enrollmentSummary(rows: readonly SummaryRow[], today: string, graceDays: number): EnrollmentSummary {
  const summary: EnrollmentSummary = { renewing: 0, dueSoon: 0, pastDue: 0, expiredThisMonth: 0, expectedNextMonth: {} };
  for (const e of rows) {
    if (e.status === 'cancelled' || !/^\d{4}-\d{2}-\d{2}$/.test(e.paidUntil)) continue;
    const left = daysBetween(today, e.paidUntil);
    const renews = e.subscriptionStatus === 'active' || e.subscriptionStatus === 'attention';
    const lapsed = -left > graceDays;
    if (renews && !lapsed) summary.renewing += 1;
    else if (left > 0 && left <= ENDING_DAYS) summary.dueSoon += 1;
    if (left <= 0 && !lapsed) summary.pastDue += 1;
    if (lapsed && month(addDays(e.paidUntil, graceDays + 1)) === month(today)) summary.expiredThisMonth += 1;
    if (!lapsed && month(e.paidUntil) === nextMonth(today) && Number.isFinite(e.amount)) {
      summary.expectedNextMonth[e.currency] = (summary.expectedNextMonth[e.currency] ?? 0) + e.amount;
    }
  }
  return summary;
}
