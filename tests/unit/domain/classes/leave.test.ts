// Mentor leave: which dates it covers, staff's form checked, and which classes need cover.
import { describe, expect, it } from 'vitest';
import { LEAVE_MAX_DAYS, apartFromLeave, isOnLeave, needingCover, readLeave } from '../../../../src/domain/classes/leave';
import { addDays } from '../../../../src/domain/slots';

const leave = [{ mentorId: 'ann', from: '2026-02-27', to: '2026-03-02' }];
const form = { mentorId: 'ann', from: '2026-03-02', to: '2026-03-04', reason: 'Conference' };

describe('isOnLeave', () => {
  it('covers both end dates and the days between, across a month end', () => {
    expect(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'].map((d) => isOnLeave(leave, 'ann', d))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isOnLeave(leave, 'ann', '2026-02-26')).toBe(false);
    expect(isOnLeave(leave, 'ann', '2026-03-03')).toBe(false);
    expect(isOnLeave(leave, 'ben', '2026-02-28')).toBe(false);
  });
});

describe('readLeave', () => {
  const read = (patch: Record<string, unknown>) => readLeave({ ...form, ...patch }, ['ann', 'ben'], '2026-03-01');

  it('accepts a known mentor, real dates in order and a reason', () => {
    expect(read({ reason: '  Conference ' })).toEqual(form);
  });

  it('names the field that is wrong', () => {
    expect(read({ mentorId: 'zed' })).toMatchObject({ field: 'mentorId' });
    expect(read({ from: '2026-02-30' })).toMatchObject({ field: 'from' });
    expect(read({ to: '2026-03-01' })).toMatchObject({ field: 'to' });
    expect(read({ from: '2026-02-01', to: '2026-02-28' })).toMatchObject({ field: 'to' });
    expect(read({ reason: ' ' })).toMatchObject({ field: 'reason' });
    expect(read({ reason: 'x'.repeat(501) })).toMatchObject({ field: 'reason' });
  });

  it('takes at most LEAVE_MAX_DAYS days in one leave', () => {
    expect(read({ to: addDays(form.from, LEAVE_MAX_DAYS - 1) })).not.toHaveProperty('field');
    expect(read({ to: addDays(form.from, LEAVE_MAX_DAYS) })).toMatchObject({ field: 'to' });
  });
});

describe('needingCover', () => {
  it('lists the classes still to be given on a day their mentor is on leave', () => {
    const classes = [
      { id: 'a', mentorId: 'ann', date: '2026-02-28', status: 'scheduled' },
      { id: 'b', mentorId: 'ann', date: '2026-02-28', status: 'cancelled' },
      { id: 'c', mentorId: 'ben', date: '2026-02-28', status: 'scheduled' },
      { id: 'd', mentorId: 'ann', date: '2026-03-03', status: 'scheduled' },
    ];
    expect(needingCover(classes, leave).map((c) => c.id)).toEqual(['a']);
  });
});

describe('apartFromLeave', () => {
  it("parts a weekly time's classes into those its mentor gives and those on the mentor's leave days", () => {
    const classes = ['2026-02-20', '2026-02-27', '2026-03-06'].map((date) => ({ date, id: `${date}_1600` }));
    const { teach, away } = apartFromLeave(classes, leave, 'ann');
    expect(teach.map((c) => c.date)).toEqual(['2026-02-20', '2026-03-06']);
    expect(away.map((c) => c.id)).toEqual(['2026-02-27_1600']);
    expect(apartFromLeave(classes, leave, 'ben').away).toEqual([]);
  });
});
