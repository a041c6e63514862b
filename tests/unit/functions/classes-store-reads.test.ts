// What classes/store.ts and the renewal job read of stored enrollments and mentorTimes, through
// the schemas of src/domain/stored: a malformed entry is left out, the others still read.
import { describe, expect, it } from 'vitest';
import { classTimesOf, datedHours, heldTimes } from '../../../functions/src/classes/store';
import { renewalFieldsSchema } from '../../../src/domain/stored/enrollments';

describe('stored weekly times', () => {
  it("an enrollment's classTimes: each whole time, none of the broken ones", () => {
    const good = { weekday: 2, start: 900, minutes: 60, mentorId: 'm1' };
    const data = { classTimes: [good, { ...good, minutes: '60' }, { weekday: 3, start: 900, minutes: 60 }, null, 'x'] };
    expect(classTimesOf(data)).toEqual([good]);
    expect(classTimesOf({ classTimes: 'not a list' })).toEqual([]);
    expect(classTimesOf(undefined)).toEqual([]);
  });

  it("a mentor's held hours and dated exceptions: keyed entries with minutes", () => {
    const data = {
      held: { '2-900': { minutes: 60 }, '3-x': { minutes: 60 }, '4-1000': { minutes: 'long' }, '5-1100': null },
      movedIn: { 'occ-1': { minutes: 45 }, 'occ-2': {} },
      vacated: 'nothing',
    };
    expect(heldTimes('m1', data)).toEqual([{ mentorId: 'm1', weekday: 2, start: 900, minutes: 60 }]);
    expect(datedHours('m1', data, 'movedIn')).toEqual([{ mentorId: 'm1', key: 'occ-1', minutes: 45 }]);
    expect(datedHours('m1', data, 'vacated')).toEqual([]);
    expect(heldTimes('m1', undefined)).toEqual([]);
  });
});

describe("the renewal job's reading of an enrollment", () => {
  it('takes a known status and its marked reminders; refuses an unknown status or a missing date', () => {
    const e = { paidUntil: '2026-12-01', status: 'past_due', renewalReminders: { week: '2026-12-01' }, plan: 'p' };
    expect(renewalFieldsSchema.parse(e)).toMatchObject({ status: 'past_due', renewalReminders: { week: '2026-12-01' } });
    expect(renewalFieldsSchema.safeParse({ ...e, status: 'paused' }).success).toBe(false);
    expect(renewalFieldsSchema.safeParse({ ...e, paidUntil: undefined }).success).toBe(false);
    // A stray mark is only never equal to the date: the enrollment still renews.
    expect(renewalFieldsSchema.safeParse({ ...e, renewalReminders: { week: 5 } }).success).toBe(true);
  });
});
