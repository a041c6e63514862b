// Staff chase a missing line from three days before the 1st, for the children due a report.
import { describe, expect, it } from 'vitest';
import { chasing, missingLines } from '../../../../src/domain/progress/chase';

describe('missingLines', () => {
  const enrollments = [
    { id: 'e1', childId: 'kid1', paidUntil: '2026-12-10', mentorId: 'ann' },
    { id: 'e2', paidUntil: '2026-12-10', mentorId: 'ann' },
    { id: 'e3', childId: 'kid3', paidUntil: '2026-12-10', mentorId: 'ben' },
    // Classes not chosen yet: no report due, nothing to chase.
    { id: 'e4', childId: 'kid4', paidUntil: '2026-12-10' },
  ];

  it("lists the enrollments due a report whose month's line is missing (one line per enrollment)", () => {
    const lines = new Set(['e1_2026-11', 'e2_2026-10', 'kid3_2026-11']);
    expect(missingLines(enrollments, lines, '2026-11').map((e) => e.id)).toEqual(['e2', 'e3']);
  });

  it('is shown from three days before the 1st', () => {
    expect(chasing('2026-11', '2026-11-27')).toBe(false);
    expect(chasing('2026-11', '2026-11-28')).toBe(true);
    expect(chasing('2026-11', '2026-12-01')).toBe(true);
  });
});
