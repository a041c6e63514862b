import { describe, expect, it } from 'vitest';
import { awardKey, enrollmentEndedOn, mayAward } from '../../../src/domain/certificates/award';
import { addDays } from '../../../src/domain/slots';

const today = '2026-11-29';

describe('one certificate per child, course and level', () => {
  it("keys a family's child across enrollments, else the enrollment; the level without case or spacing", () => {
    const child = { familyUid: 'fam1', childId: 'kid1' };
    const first = awardKey({ enrollmentId: 'e1', ...child }, 'scratch', 'Level 1');
    expect(awardKey({ enrollmentId: 'e2', ...child }, 'scratch', '  level   1 ')).toBe(first);
    expect(awardKey({ enrollmentId: 'e1', ...child }, 'scratch', 'Level 2')).not.toBe(first);
    expect(awardKey({ enrollmentId: 'e1', ...child }, 'python', 'Level 1')).not.toBe(first);
    expect(awardKey({ enrollmentId: 'e1', familyUid: 'fam1', childId: 'kid2' }, 'scratch', 'Level 1')).not.toBe(first);
    const alone = awardKey({ enrollmentId: 'e1' }, 'scratch', 'Level 1');
    expect(alone).not.toBe(first);
    expect(awardKey({ enrollmentId: 'e2' }, 'scratch', 'Level 1')).not.toBe(alone);
  });
});

describe('awarding for an enrollment that runs or ended lately', () => {
  for (const [graceDays, windowDays] of [
    [7, 30],
    [0, 0],
    [60, 10],
  ] as const) {
    it(`grace ${graceDays} days, window ${windowDays} days`, () => {
      const paidUntilEndedAgo = (days: number) => addDays(today, -days - graceDays - 1);
      expect(enrollmentEndedOn(addDays(today, 1), false, today, graceDays)).toBeNull();
      expect(enrollmentEndedOn(addDays(today, -graceDays), false, today, graceDays)).toBeNull();
      expect(enrollmentEndedOn(paidUntilEndedAgo(0), false, today, graceDays)).toBe(today);
      for (const status of ['active', 'past_due', 'expired']) {
        expect(mayAward({ status, paidUntil: addDays(today, 40) }, today, graceDays, windowDays)).toBe(true);
        expect(mayAward({ status, paidUntil: addDays(today, -graceDays) }, today, graceDays, windowDays)).toBe(true);
        expect(mayAward({ status, paidUntil: paidUntilEndedAgo(windowDays) }, today, graceDays, windowDays)).toBe(true);
        expect(mayAward({ status, paidUntil: paidUntilEndedAgo(windowDays + 1) }, today, graceDays, windowDays)).toBe(false);
      }
      // A cancelled plan ends on its paid-until date, with no grace.
      const cancelled = (paidUntil: string) => mayAward({ status: 'cancelled', paidUntil }, today, graceDays, windowDays);
      expect(cancelled(addDays(today, 5))).toBe(true);
      expect(cancelled(addDays(today, -windowDays))).toBe(true);
      expect(cancelled(addDays(today, -windowDays - 1))).toBe(false);
    });
  }

  it('not for one never paid for', () => {
    for (const paidUntil of [undefined, null, '', 'soon', 20301231])
      expect(mayAward({ status: 'active', paidUntil }, today, 7, 30)).toBe(false);
  });
});
