// No class on a mentor's leave day, against the emulators: a weekly time chosen while its
// mentor is on leave on a later date writes no class that day and the family's answer names
// it; a mentor on leave on none of the dates is taken first; a renewal writes no class on a
// leave day in the new period. The dates with no class stay on the enrollment for staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { freeWeeklyTimes, nextDateOn } from '../../../src/domain/classes/free-times';
import { clock, minutesOf as clockMinutes } from '../../../src/domain/classes/hours';
import { classMinutes } from '../../../src/domain/classes/plan-rules';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { calendarDate } from '../../../src/domain/zone-clock';
import { heldTimes } from '../../../functions/src/classes/store';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { functionsUrl, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import {
  callClasses,
  classesOf,
  enrolledChild,
  freeTimes,
  onDifferentDays,
  planList,
  teamMentors,
} from '../../support/functions/class-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const COURSE = teamMentors[0]!.courses![0]!;
const teaching = teamMentors.filter((t) => t.courses?.includes(COURSE));
const onePerWeek = planList.find((p) => p.classes === 1)!;
const datesOf = (classes: { start: Date }[]) => classes.map((c) => nairobiDate(c.start));
let staffToken: string;
const entered: string[] = [];

async function block(mentorId: string, day: string) {
  const reply = await callStaffAction(
    functionsUrl(),
    { action: 'blockMentorDays', mentorId, from: day, to: day, reason: 'Conference' },
    staffToken,
  );
  expect(reply.http).toBe(200);
  entered.push(String(reply.body.leaveId));
}

async function endLeave() {
  while (entered.length) await callStaffAction(functionsUrl(), { action: 'endMentorLeave', leaveId: entered.pop() }, staffToken);
}

beforeAll(async () => {
  await warmUp();
  staffToken = (await staffAccount('leave-days-staff')).token;
}, WARM_UP_MS);

afterAll(() => endLeave());

describe('no class on a leave day', () => {
  it(
    'a time chosen while every mentor of it is on leave on its second date writes no class that day, and the answer names it',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const [time] = onDifferentDays(await freeTimes(child), 1);
      const second = addDays(nextDateOn(nairobiDate(new Date()), time!.weekday), 7);
      expect(addDays(second, 7) < child.paidUntil).toBe(true);
      for (const t of teaching) await block(t.id, second);

      const chosen = await callClasses(
        { action: 'choose', enrollmentId: child.id, times: [{ weekday: time!.weekday, time: time!.time }] },
        child.token,
      );
      expect(chosen.http).toBe(200);
      const dates = datesOf(await classesOf(child.id));
      expect(dates).not.toContain(second);
      expect(dates).toContain(addDays(second, 7));
      expect(chosen.body.noClass).toEqual([{ date: second, time: time!.time }]);
      expect(String(chosen.body.message)).toContain(calendarDate(second));
      const mentorId = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
      expect((await read<{ noClassOn: unknown[] }>(`enrollments/${child.id}`))?.noClassOn).toEqual([
        { date: second, time: time!.time, mentorId },
      ]);
      await endLeave();
    },
    SLOW,
  );

  it(
    'takes a mentor on leave on none of the dates over the trial mentor on leave on a later one',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const docs = await Promise.all(teaching.map((t) => adminDb().doc(`mentorTimes/${t.id}`).get()));
      const free = freeWeeklyTimes({
        mentors: teaching.map((t) => ({ id: t.id, courses: t.courses!, hours: (t as { hours?: string[] }).hours ?? [] })),
        courseId: COURSE,
        minutes: classMinutes(onePerWeek.features)!,
        taken: docs.flatMap((d) => heldTimes(d.id, d.data())),
        leave: [],
        firstDate: nairobiDate(new Date()),
      });
      const shared = free.find((f) => f.mentorIds.length >= 2)!;
      expect(shared).toBeDefined();
      const trialMentor = shared.mentorIds[0]!;
      await adminDb().doc(`enrollments/${child.id}`).update({ trialMentorId: trialMentor });
      const second = addDays(nextDateOn(nairobiDate(new Date()), shared.weekday), 7);
      await block(trialMentor, second);

      const chosen = await callClasses(
        { action: 'choose', enrollmentId: child.id, times: [{ weekday: shared.weekday, time: clock(shared.start) }] },
        child.token,
      );
      expect(chosen.http).toBe(200);
      expect((chosen.body.chosen as { mentorId: string }[])[0]!.mentorId).not.toBe(trialMentor);
      expect(chosen.body.noClass).toEqual([]);
      expect(datesOf(await classesOf(child.id))).toContain(second);
      await endLeave();
    },
    SLOW,
  );

  it(
    'a renewal writes no class on a leave day of the new period and keeps the date on the enrollment',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const [time] = onDifferentDays(await freeTimes(child), 1);
      const chosen = await callClasses(
        { action: 'choose', enrollmentId: child.id, times: [{ weekday: time!.weekday, time: time!.time }] },
        child.token,
      );
      expect(chosen.http).toBe(200);
      const mentorId = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
      const away = nextDateOn(addDays(child.paidUntil, 7), time!.weekday);
      await block(mentorId, away);

      const reference = await seed({
        amount: onePerWeek.monthly.kes * 100,
        currency: 'KES',
        email: child.email,
        metadata: { kind: 'plan', plan: onePerWeek.id, period: 'monthly', studentName: 'Wanjiku Mwangi', enrollmentId: child.id },
      });
      expect((await verify({ reference, studentName: 'Wanjiku Mwangi' })).body.status).toBe('success');
      const newUntil = addMonths(child.paidUntil, 1);
      expect(away < newUntil).toBe(true);
      const dates = datesOf(await classesOf(child.id));
      expect(dates).not.toContain(away);
      expect(dates).toContain(addDays(away, -7));
      expect(await read(`enrollments/${child.id}`)).toMatchObject({
        classesUntil: newUntil,
        noClassOn: [{ date: away, time: clock(clockMinutes(time!.time)), mentorId }],
      });
      await endLeave();
    },
    SLOW,
  );
});
