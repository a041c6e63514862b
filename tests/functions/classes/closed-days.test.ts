// The weekly class writer against the Firestore emulator, with closed days of the test's
// choosing: no class on a day closed for the family's country (closedDays naming it, or
// closedDates for all), one on a day closed only elsewhere, none on the mentor's leave day,
// and each date without a class answered back, a closed one marked so.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClosedDaySettings } from '../../../src/domain/closed-days';
import { nairobiDate } from '../../../src/domain/slots';
import { writeClasses, type ClassOwner } from '../../../functions/src/classes/store';
import { adminDb } from '../../support/functions/booking-helpers';
import { classesOf, teamMentors } from '../../support/functions/class-helpers';

// Mondays far from the other tests' real dates.
const FROM = '2031-06-02';
const UNTIL = '2031-07-07';
const mentorId = teamMentors[0]!.id;
const times = [{ weekday: 1, start: 16 * 60, minutes: 60, mentorId }];
const closed: ClosedDaySettings = {
  closedDates: ['2031-06-30'],
  closedDays: [
    { date: '2031-06-09', name: 'Holiday of one country', countries: ['KE'] },
    { date: '2031-06-16', name: 'Holiday of another', countries: ['NG'] },
  ],
};

async function write(country: string, leave: { mentorId: string; from: string; to: string }[] = []) {
  const owner: ClassOwner = {
    enrollmentId: `closed${randomBytes(6).toString('hex')}`,
    familyUid: 'closedDaysFamily',
    studentName: 'Amani Kariuki',
    course: teamMentors[0]!.courses![0]!,
    country,
  };
  const db = adminDb();
  const written = await db.runTransaction(async (tx) =>
    writeClasses(tx, db, owner, times, { from: FROM, until: UNTIL }, leave, closed),
  );
  return { written, dates: (await classesOf(owner.enrollmentId)).map((c) => nairobiDate(c.start)) };
}

describe('the weekly class writer and closed days', () => {
  it("writes no class on the family country's closed days, and one on a day closed elsewhere", async () => {
    const { written, dates } = await write('KE');
    expect(dates).toEqual(['2031-06-02', '2031-06-16', '2031-06-23']);
    expect(written.count).toBe(3);
    expect(written.noClass).toEqual([
      { date: '2031-06-09', time: '16:00', mentorId, closed: true },
      { date: '2031-06-30', time: '16:00', mentorId, closed: true },
    ]);
    expect((await write('NG')).dates).toEqual(['2031-06-02', '2031-06-09', '2031-06-23']);
  });

  it('writes no class on a leave day after the first date, as on a closed one', async () => {
    const { written, dates } = await write('UG', [{ mentorId, from: '2031-06-09', to: '2031-06-09' }]);
    expect(dates).toEqual(['2031-06-02', '2031-06-16', '2031-06-23']);
    expect(written.noClass.map((n) => n.date)).toEqual(['2031-06-09', '2031-06-30']);
  });
});
