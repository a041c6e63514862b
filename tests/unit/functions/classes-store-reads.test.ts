// What classes/store.ts and the renewal job read of stored enrollments and mentorTimes, through
// the schemas of src/domain/stored: a malformed entry is left out, the others still read.
import { describe, expect, it } from 'vitest';
import { classTimesOf, datedHours, heldTimes } from '../../../functions/src/classes/store';
import { storedEnrollmentSchema } from '../../../src/domain/stored/enrollments';
import { storedChildSchema } from '../../../src/domain/stored/children';

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

describe('the stored schema of an enrollment and of a child', () => {
  // As an enrollment written before most marks existed holds it: no key, day, payments nor dates.
  const e = { studentName: 'Neema Otieno', email: 'neema@example.com', plan: 'p', period: 'monthly', currency: 'KES' };

  it('reads an old enrollment, a known status and its marked reminders; refuses an unknown status or period', () => {
    const old = { ...e, status: 'past_due', paidUntil: '2026-12-01', renewalReminders: { week: '2026-12-01' } };
    expect(storedEnrollmentSchema.parse(old)).toMatchObject({ status: 'past_due', renewalReminders: { week: '2026-12-01' } });
    expect(storedEnrollmentSchema.safeParse({ ...old, status: 'paused' }).success).toBe(false);
    // Written by hand with little else (as older tests and staff did): it still reads.
    expect(storedEnrollmentSchema.safeParse({ familyUid: 'f1', whatsapp: '+254712345678' }).success).toBe(true);
    expect(storedEnrollmentSchema.safeParse({ ...old, paidUntil: 20261201 }).success).toBe(false);
    expect(storedEnrollmentSchema.safeParse({ ...old, period: 'weekly' }).success).toBe(false);
    // A stray mark is only never equal to the date: the enrollment still renews.
    expect(storedEnrollmentSchema.safeParse({ ...old, renewalReminders: { week: 5 } }).success).toBe(true);
    // A field no function writes is kept as it is.
    expect(storedEnrollmentSchema.parse({ ...old, note: 'kept' })).toMatchObject({ note: 'kept' });
  });

  it('reads a child written without its name key; refuses one without a grade', () => {
    expect(storedChildSchema.parse({ name: 'Amani Juma', grade: '3-5', fullNameOnCertificates: true })).toMatchObject({
      name: 'Amani Juma',
      fullNameOnCertificates: true,
    });
    expect(storedChildSchema.safeParse({ name: 'Amani Juma' }).success).toBe(false);
  });
});
