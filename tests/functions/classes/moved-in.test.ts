// A class moved into a mentor's hour holds that hour on its date for weekly choosing too: a
// family choosing that weekly time is not given that mentor (two children would share the
// hour on that date). And the other way: a weekly class moved away frees that one date only.
import { beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../src/domain/classes/hours';
import { weeklyTimeAt } from '../../../src/domain/classes/occurrences';
import { reschedulingLine } from '../../../src/domain/classes/plan-rules';
import { adminDb } from '../../support/functions/booking-helpers';

import {
  callClasses,
  classesOf,
  enrolledChild,
  freeTimes,
  planList,
  seedClass,
  teamMentors,
  type Enrolled,
} from '../../support/functions/class-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const SLOW = 240_000;
const COURSE = 'prodigy';
const unlimited = planList.find((p) => /^unlimited rescheduling$/i.test(reschedulingLine(p.features) ?? ''))!;
const onePerWeek = planList.find((p) => p.classes === 1)!;
const mentorId = teamMentors.find((m) => m.courses?.includes(COURSE))!.id;

interface Listed {
  start: string;
}

const targets = async (classId: string, token: string) =>
  (await callClasses({ action: 'move', classId }, token)).body.times as Listed[];
const weeklyOf = (start: string) => {
  const w = weeklyTimeAt(new Date(start));
  return { weekday: w.weekday, time: clock(w.start) };
};

/** A family on a one-class plan whose trial mentor is `mentorId`, so choosing prefers that mentor when free. */
async function preferringMentor(): Promise<Enrolled> {
  const child = await enrolledChild(onePerWeek.id, COURSE);
  await adminDb().doc(`enrollments/${child.id}`).update({ trialMentorId: mentorId });
  return child;
}

beforeAll(() => warmUp(), WARM_UP_MS);

describe('weekly choosing and classes moved for one date', () => {
  it(
    'a weekly time is not given the mentor whose hour a class moved into on one of its dates',
    async () => {
      const mover = await enrolledChild(unlimited.id, COURSE);
      const classId = await seedClass(mover, unlimited.id, COURSE, mentorId);
      const chooser = await preferringMentor();
      const offered = await freeTimes(chooser);
      // An hour of the mentor's, free this one date, at a weekly time the chooser is offered.
      const target = (await targets(classId, mover.token)).find((t) => {
        const w = weeklyOf(t.start);
        return offered.some((o) => o.weekday === w.weekday && o.time === w.time);
      })!;
      expect(target).toBeDefined();
      expect((await callClasses({ action: 'move', classId, start: target.start }, mover.token)).http).toBe(200);

      const chosen = await callClasses(
        { action: 'choose', enrollmentId: chooser.id, times: [weeklyOf(target.start)] },
        chooser.token,
      );
      // Either another mentor free at that weekly time takes it, or the time is gone.
      expect([200, 409]).toContain(chosen.http);
      if (chosen.http === 200) expect((chosen.body.chosen as { mentorId: string }[])[0]!.mentorId).not.toBe(mentorId);
      const clash = (await classesOf(chooser.id)).filter(
        (c) => c.mentorId === mentorId && c.start.toISOString() === target.start,
      );
      expect(clash).toEqual([]);
    },
    SLOW,
  );

  it(
    'a weekly class moved away frees that one date: others may move into it, the other weeks stay held',
    async () => {
      const holder = await preferringMentor();
      const offered = await freeTimes(holder);
      const chosen = await callClasses(
        { action: 'choose', enrollmentId: holder.id, times: [{ weekday: offered[0]!.weekday, time: offered[0]!.time }] },
        holder.token,
      );
      expect(chosen.http).toBe(200);
      const holderMentor = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
      const [first, second] = (await classesOf(holder.id)).filter((c) => c.start.getTime() > Date.now() + 3 * 3_600_000);
      expect(second).toBeDefined();
      const away = (await targets(first!.id, holder.token)).find(
        (t) => Math.abs(Date.parse(t.start) - first!.start.getTime()) >= 24 * 3_600_000,
      )!;
      expect((await callClasses({ action: 'move', classId: first!.id, start: away.start }, holder.token)).http).toBe(200);

      // Another family's class with the same mentor may move into the freed date, not into the next week's.
      const other = await enrolledChild(unlimited.id, COURSE);
      const otherClass = await seedClass(other, unlimited.id, COURSE, holderMentor, 2);
      const open = (await targets(otherClass, other.token)).map((t) => t.start);
      expect(open).toContain(first!.start.toISOString());
      expect(open).not.toContain(second!.start.toISOString());

      // And the weekly time stays the holder's: a family preferring that mentor is not given it.
      const chooser = await preferringMentor();
      const w = weeklyOf(first!.start.toISOString());
      const again = await callClasses({ action: 'choose', enrollmentId: chooser.id, times: [w] }, chooser.token);
      if (again.http === 200) expect((again.body.chosen as { mentorId: string }[])[0]!.mentorId).not.toBe(holderMentor);
      else expect(again.http).toBe(409);
    },
    SLOW,
  );
});
