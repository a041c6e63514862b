// The staff Enrollments view's groups and the funnel from stored records.
import { describe, expect, it } from 'vitest';
import {
  enrollmentGroups,
  enrollmentSummary,
  schoolFunnel,
  type StaffEnrollment,
  type SummaryRow,
} from '../../../../src/domain/staff/enrollments';

const e = (id: string, paidUntil: string, extra: Partial<StaffEnrollment> = {}): StaffEnrollment => ({
  id,
  studentName: 'Wanjiru',
  email: 'a@example.com',
  plan: 'pro',
  period: 'monthly',
  course: 'prodigy',
  paidUntil,
  status: 'active',
  familyUid: '',
  ...extra,
});

describe('enrollmentGroups', () => {
  it('splits active, ending within 7 days and expired in the last 30 days; drops cancelled and older', () => {
    const groups = enrollmentGroups(
      [
        e('far', '2026-12-31'),
        e('soon', '2026-11-30'),
        e('tomorrow', '2026-11-25'),
        e('today', '2026-11-24'),
        e('month-ago', '2026-10-25'),
        e('too-old', '2026-10-20'),
        e('cancelled', '2026-12-31', { status: 'cancelled' }),
      ],
      '2026-11-24',
    );
    expect(groups.active.map((x) => x.id)).toEqual(['far']);
    expect(groups.ending.map((x) => x.id)).toEqual(['tomorrow', 'soon']);
    expect(groups.expired.map((x) => x.id)).toEqual(['today', 'month-ago']);
  });
});

describe('schoolFunnel', () => {
  it('counts a trial enrolled when the same email and child have an enrollment', () => {
    const rows = schoolFunnel(
      [
        { bookedOn: '2026-11-02', status: 'attended', recommended: true, studentName: 'Mũthoni', email: 'A@example.com' },
        { bookedOn: '2026-11-03', status: 'attended', recommended: false, studentName: 'Baraka', email: 'a@example.com' },
        { bookedOn: '2026-11-04', status: 'no-show', recommended: false, studentName: 'Imani', email: 'b@example.com' },
      ],
      [e('x', '2026-12-01', { studentName: 'muthoni' })],
    );
    expect(rows).toEqual([
      { month: '2026-11', booked: 3, attended: 2, recommended: 1, enrolled: 1, attendedToEnrolledPercent: 50 },
    ]);
  });
});

describe('enrollmentSummary', () => {
  const row = (id: string, paidUntil: string, extra: Partial<SummaryRow> = {}): SummaryRow => ({
    ...e(id, paidUntil),
    amount: 10000,
    currency: 'KES',
    subscriptionStatus: null,
    ...extra,
  });

  it('counts renewing by card, due within 7 days, past due within the grace, expired this month; sums next month per currency', () => {
    const summary = enrollmentSummary(
      [
        row('card', '2026-12-10', { subscriptionStatus: 'active', amount: 45, currency: 'USD' }),
        row('card-retrying', '2026-11-22', { subscriptionStatus: 'attention' }),
        row('due', '2026-11-28'),
        row('past', '2026-11-20', { status: 'past_due' }),
        row('lapsed-this-month', '2026-11-05'),
        row('lapsed-last-month', '2026-10-20'),
        row('next-month', '2026-12-24', { amount: 6000 }),
        row('card-off', '2026-12-01', { subscriptionStatus: 'non-renewing', amount: 97, currency: 'USD' }),
        row('cancelled', '2026-12-05', { status: 'cancelled' }),
      ],
      '2026-11-24',
      7,
    );
    expect(summary).toEqual({
      renewing: 2,
      dueSoon: 2,
      pastDue: 2,
      expiredThisMonth: 1,
      expectedNextMonth: { USD: 45 + 97, KES: 6000 },
    });
  });

  it('rolls the expected month over the year end', () => {
    const summary = enrollmentSummary([row('jan', '2027-01-15')], '2026-12-20', 7);
    expect(summary.expectedNextMonth).toEqual({ KES: 10000 });
  });
});
