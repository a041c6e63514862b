// Mentor leave against the emulators: staff block a mentor's day through staffAction, the
// free times stop offering it, a class already on it is covered or, every mentor of the
// course away, cancelled by the school, and removing the leave offers the day again. Only staff may do either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDateOn } from '../../../src/domain/classes/free-times';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { minutesOf as clockMinutes } from '../../../src/domain/classes/hours';
import { nairobiDate } from '../../../src/domain/slots';
import { adminDb, admin } from '../../support/functions/booking-helpers';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { enrolledChild, freeTimes, planList, teamMentors, type Offered } from '../../support/functions/class-helpers';
import { staffAccount } from '../../support/functions/accounts';

const COURSE = teamMentors[0]!.courses![0]!;
const teaching = teamMentors.filter((t) => t.courses?.includes(COURSE)).map((t) => t.id);
const onePerWeek = planList.find((p) => p.classes === 1)!;
const weekdays = (times: readonly Offered[]) => [...new Set(times.map((t) => t.weekday))];
let staffToken: string;
const entered: string[] = [];

const block = (mentorId: string, from: string, to: string, token = staffToken) =>
  callStaffAction(functionsUrl(), { action: 'blockMentorDays', mentorId, from, to, reason: 'Conference' }, token);

beforeAll(async () => {
  await warmUp();
  staffToken = (await staffAccount('leave-staff')).token;
}, WARM_UP_MS);

// Leave is shared by every test of the run: whatever a test leaves behind is removed.
afterAll(async () => {
  for (const leaveId of entered) await callStaffAction(functionsUrl(), { action: 'endMentorLeave', leaveId }, staffToken);
});

describe('mentor leave', () => {
  it('a blocked day is not offered, a class on it is handed on or cancelled, and removing the leave offers it again', async () => {
    const child = await enrolledChild(onePerWeek.id, COURSE);
    const before = await freeTimes(child);
    expect(weekdays(before).length).toBeGreaterThan(1);
    const target = before[0]!;
    const day = nextDateOn(nairobiDate(new Date()), target.weekday);

    // A class of the first teaching mentor already on that day, as choose.ts stores one.
    const start = occurrenceOf(day, clockMinutes(target.time)).start;
    const classId = `leave${Date.now()}_${day}`;
    await adminDb()
      .doc(`classes/${classId}`)
      .set({
        enrollmentId: 'leave-test',
        familyUid: child.uid,
        childFirstName: 'Wanjiku',
        course: COURSE,
        mentorId: teaching[0],
        start: admin.Timestamp.fromDate(start),
        minutes: 60,
        status: 'scheduled',
      });

    for (const mentorId of teaching) {
      const reply = await block(mentorId, day, day);
      expect(reply.http).toBe(200);
      entered.push(String(reply.body.leaveId));
      const handled = [...(reply.body.covered as { id: string }[]), ...(reply.body.cancelled as { id: string }[])];
      if (mentorId === teaching[0]) expect(handled.map((c) => c.id)).toContain(classId);
    }
    const stored = await adminDb().doc(`mentorLeave/${entered[0]}`).get();
    expect(stored.data()).toMatchObject({ mentorId: teaching[0], from: day, to: day, reason: 'Conference' });
    expect(typeof stored.get('by')).toBe('string');
    expect(stored.get('at')).toBeTruthy();

    const during = await freeTimes(child);
    expect(weekdays(during)).not.toContain(target.weekday);
    expect(during.length).toBeGreaterThan(0);
    // Handed from mentor to mentor as each went on leave, until nobody of the course was left.
    const handed = (await adminDb().doc(`classes/${classId}`).get()).data()!;
    expect(handed.status).toBe('cancelled');
    expect(handed.cancelled).toMatchObject({ by: 'school', reason: 'leave' });

    while (entered.length) {
      const reply = await callStaffAction(functionsUrl(), { action: 'endMentorLeave', leaveId: entered.pop() }, staffToken);
      expect(reply.http).toBe(200);
    }
    expect(weekdays(await freeTimes(child))).toContain(target.weekday);
    await adminDb().doc(`classes/${classId}`).delete();
  });

  it('only staff block days, and a leave that ends before it starts is refused naming the field', async () => {
    const today = nairobiDate(new Date());
    const parent = await enrolledChild(onePerWeek.id, COURSE);
    expect((await block(teaching[0]!, today, today, parent.token)).http).toBe(403);
    expect((await block(teaching[0]!, today, today, '')).http).toBe(401);
    const backwards = await block(teaching[0]!, '2099-01-02', '2099-01-01');
    expect(backwards.http).toBe(400);
    expect(backwards.body.field).toBe('to');
    const unknown = await block('not-a-mentor', today, today);
    expect(unknown.body.field).toBe('mentorId');
    const left = await adminDb().collection('mentorLeave').where('mentorId', '==', teaching[0]).get();
    expect(left.docs.filter((d) => d.get('from') === today && !entered.includes(d.id))).toEqual([]);
  });
});
