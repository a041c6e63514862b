// The funnel's counts per booking month and its conversion share.
import { describe, expect, it } from 'vitest';
import { funnelByMonth, type FunnelTrial } from '../../../../src/domain/enrollment/funnel';

const trial = (bookedOn: string, flags: Partial<Omit<FunnelTrial, 'bookedOn'>> = {}): FunnelTrial => ({
  bookedOn,
  attended: false,
  recommended: false,
  enrolled: false,
  ...flags,
});

describe('funnelByMonth', () => {
  it('counts each stage per booking month, newest month first', () => {
    const rows = funnelByMonth([
      trial('2026-10-31', { attended: true, recommended: true, enrolled: true }),
      trial('2026-11-01', { attended: true, recommended: true, enrolled: true }),
      trial('2026-11-02', { attended: true, recommended: true }),
      trial('2026-11-03', { attended: true }),
      trial('2026-11-30'),
    ]);
    expect(rows).toEqual([
      { month: '2026-11', booked: 4, attended: 3, recommended: 2, enrolled: 1, attendedToEnrolledPercent: 33 },
      { month: '2026-10', booked: 1, attended: 1, recommended: 1, enrolled: 1, attendedToEnrolledPercent: 100 },
    ]);
  });

  it('the share counts only attended trials that enrolled, and is empty with none attended', () => {
    const rows = funnelByMonth([trial('2026-09-10', { enrolled: true }), trial('2026-09-11')]);
    expect(rows).toEqual([
      { month: '2026-09', booked: 2, attended: 0, recommended: 0, enrolled: 1, attendedToEnrolledPercent: null },
    ]);
  });

  it('orders months across a year end and gives nothing for no trials', () => {
    expect(funnelByMonth([trial('2026-12-31'), trial('2027-01-01')]).map((r) => r.month)).toEqual(['2027-01', '2026-12']);
    expect(funnelByMonth([])).toEqual([]);
  });
});
