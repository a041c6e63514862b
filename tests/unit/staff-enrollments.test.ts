// The staff Enrollments view's groups and the funnel from stored records.
import { describe, expect, it } from 'vitest';
import { enrollmentGroups, schoolFunnel, type StaffEnrollment } from '../../src/domain/staff/enrollments';

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
