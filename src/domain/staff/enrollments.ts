// The staff console's Enrollments view and the school's funnel, from the stored records.
// Pure: the console reads the rows, this sorts them into groups and counts.
import { daysBetween } from '../enrollment/paid-until';
import { funnelByMonth, type FunnelMonth } from '../enrollment/funnel';
import { childNameKey } from '../enrollment/children';

export interface StaffEnrollment {
  id: string;
  studentName: string;
  email: string;
  plan: string;
  period: string;
  course: string;
  paidUntil: string;
  status: string;
  familyUid: string;
}

export type EnrollmentGroup = 'ending' | 'active' | 'expired';

/** How soon an enrollment counts as ending, and how long an expired one stays listed. */
export const ENDING_DAYS = 7;
export const EXPIRED_LISTED_DAYS = 30;

/**
 * Active ones (ending within ENDING_DAYS apart, soonest first), and ones that ran out in
 * the last EXPIRED_LISTED_DAYS. Cancelled and long-expired enrollments are not listed.
 */
export function enrollmentGroups(rows: readonly StaffEnrollment[], today: string): Record<EnrollmentGroup, StaffEnrollment[]> {
  const groups: Record<EnrollmentGroup, StaffEnrollment[]> = { ending: [], active: [], expired: [] };
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
  const enrolled = new Set(enrollments.map((e) => `${e.email.toLowerCase()}\n${childNameKey(e.studentName)}`));
  return funnelByMonth(
    bookings.map((b) => ({
      bookedOn: b.bookedOn,
      attended: b.status === 'attended',
      recommended: b.recommended,
      enrolled: enrolled.has(`${b.email.trim().toLowerCase()}\n${childNameKey(b.studentName)}`),
    })),
  );
}
