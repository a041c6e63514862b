// The dashboard's per-child grouping.
import { describe, expect, it } from 'vitest';
import { childrenView, type FamilyRecords } from '../../../../src/domain/enrollment/family-view';

const children = [
  { id: 'c1', name: 'Mũthoni Kamau', grade: '3-5' },
  { id: 'c2', name: 'Baraka Kamau', grade: 'K-2' },
];
const records: FamilyRecords = {
  trials: [
    { id: 'b1', childId: 'c1', studentName: 'Mũthoni Kamau', date: '2026-11-20', time: '10:00', status: 'attended' },
    { id: 'b2', studentName: 'baraka kamau', date: '2026-11-30', time: '11:00', status: 'upcoming' },
  ],
  recommendations: [
    {
      id: 'r0',
      childId: 'c1',
      studentName: 'Mũthoni Kamau',
      course: 'prodigy',
      plan: 'starter',
      period: 'monthly',
      currency: 'KES',
      amount: 1,
      note: '',
      createdAt: 1,
    },
    {
      id: 'r1',
      childId: 'c1',
      studentName: 'Mũthoni Kamau',
      course: 'prodigy',
      plan: 'pro',
      period: 'monthly',
      currency: 'KES',
      amount: 2,
      note: '',
      createdAt: 2,
      enrollmentId: 'e1',
    },
  ],
  enrollments: [
    { id: 'e1', studentName: 'Muthoni Kamau', plan: 'pro', period: 'monthly', paidUntil: '2026-11-24', status: 'active' },
  ],
  payments: [
    {
      id: 'p1',
      reference: 'p1',
      studentName: 'Mũthoni Kamau',
      amount: 2,
      currency: 'KES',
      plan: 'pro',
      period: 'monthly',
      paidAt: '2026-10-24T08:00:00Z',
    },
    {
      id: 'p9',
      reference: 'p9',
      studentName: 'Someone Else',
      amount: 2,
      currency: 'KES',
      plan: 'pro',
      period: 'monthly',
      paidAt: null,
    },
  ],
};

describe('childrenView', () => {
  it("gives each child their own trials, latest recommendation, enrollment with today's status and payments", () => {
    const [m, b] = childrenView(children, records, '2026-11-24', 7);
    expect(m!.past.map((t) => t.id)).toEqual(['b1']);
    expect(m!.upcoming).toEqual([]);
    expect(m!.recommendation).toMatchObject({ id: 'r1', enrolled: true });
    // Due today: past due, by name match across accents.
    expect(m!.enrollments).toEqual([expect.objectContaining({ id: 'e1', shownStatus: 'past_due' })]);
    expect(m!.payments.map((p) => p.id)).toEqual(['p1']);
    expect(b!.upcoming.map((t) => t.id)).toEqual(['b2']);
    expect(b!.recommendation).toBeNull();
    expect(b!.payments).toEqual([]);
  });

  it('shows no withdrawn recommendation, so it offers no Enroll for it', () => {
    const withdrawn = records.recommendations.map((r) => (r.id === 'r1' ? { ...r, withdrawn: true } : r));
    const [m] = childrenView(children, { ...records, recommendations: withdrawn }, '2026-11-24', 7);
    expect(m!.recommendation).toMatchObject({ id: 'r0', enrolled: false });
    const none = childrenView(
      children,
      { ...records, recommendations: withdrawn.map((r) => ({ ...r, withdrawn: true })) },
      '2026-11-24',
      7,
    );
    expect(none[0]!.recommendation).toBeNull();
  });
});
