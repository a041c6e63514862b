// Moving one weekly class against the emulators: the parent lists the hours the plan's rule
// allows and moves the class there; the old hour is free for others at once; racing movers
// into one hour store exactly one; a limited plan and the cutoff refuse in the plan's words.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { reschedulingLine } from '../../../src/domain/classes/plan-rules';
import { ruleText } from '../../../src/messages/rule-text';
import { words as classMessagesSw } from '../../../src/i18n/sw/classes';
import { localized } from '../../../src/content/localized';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { moveClass } from '../../../functions/src/classes/move';
import { freeClassTimes } from '../../../functions/src/classes/store';
import { plans as functionsPlans } from '../../../functions/src/platform/content';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';

import {
  callClasses,
  enrolledChild,
  enrollmentOf,
  minutesOf,
  planList,
  teamMentors,
} from '../../support/functions/class-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const SLOW = 240_000;
const COURSE = 'prodigy';
const today = () => nairobiDate(new Date());
const unlimited = planList.find((p) => /^unlimited rescheduling$/i.test(reschedulingLine(p.features) ?? ''))!;
// A limited plan the functions read (in this process) whatever plans.yaml offers today: the
// site's first plan with its rescheduling line made "Limited rescheduling", two moves a month.
const LIMITED_ID = 'test-limited';
vi.mock('../../../functions/src/platform/content', async (importOriginal) => {
  const content = await importOriginal<typeof import('../../../functions/src/platform/content')>();
  const base = content.plans[0]!;
  const features = base.features.map((f) => (/rescheduling$/i.test(f) ? 'Limited rescheduling' : f));
  return { ...content, plans: [...content.plans, { ...base, id: 'test-limited', features, reschedulesPerMonth: 2 }] };
});
/** A start inside the plan's cut-off: half an hour short of its hours before. */
const tooSoon = () => new Date(Date.now() + unlimited.rescheduleHoursBefore * 3_600_000 - 1_800_000);
const mentorId = teamMentors.find((m) => m.courses?.includes(COURSE))!.id;

interface Listed {
  start: string;
  mentor: string;
}

/** A class of `enrollmentId` with the course's first mentor, `days` ahead at 07:00 Nairobi (outside every mentor's hours). */
async function classOf(enrollmentId: string, uid: string, plan: string, days = 3, startsAt?: Date): Promise<string> {
  const o = occurrenceOf(addDays(today(), days), 7 * 60);
  const id = `${enrollmentId}_${o.id}`;
  await adminDb()
    .doc(`classes/${id}`)
    .set({
      enrollmentId,
      familyUid: uid,
      childFirstName: 'Wanjiku',
      course: COURSE,
      mentorId,
      start: admin.Timestamp.fromDate(startsAt ?? o.start),
      minutes: minutesOf(plan),
      status: 'scheduled',
      createdAt: admin.Timestamp.now(),
    });
  return id;
}

const list = (classId: string, token?: string) => callClasses({ action: 'move', classId }, token);
const move = (classId: string, start: string, token: string) => callClasses({ action: 'move', classId, start }, token);

beforeAll(() => warmUp(), WARM_UP_MS);

describe('moving a class', () => {
  it(
    'lists the hours the plan allows, moves the class there, and frees the old hour at once',
    async () => {
      const child = await enrolledChild(unlimited.id, COURSE);
      const classId = await classOf(child.id, child.uid, unlimited.id);
      const listed = await list(classId, child.token);
      expect(listed.http).toBe(200);
      // The rule as the plan card states it, with the plan's hours before from plans.yaml.
      expect(listed.body.rule).toBe(ruleText(unlimited, undefined, 'en'));
      const times = listed.body.times as Listed[];
      expect(times.length).toBeGreaterThan(0);
      for (const t of times) expect(new Date(t.start).getTime()).toBeLessThan(occurrenceOf(child.paidUntil, 0).start.getTime());

      // Another family's class with the same mentor cannot take the hour while it is held.
      const other = await enrolledChild(unlimited.id, COURSE);
      const otherClass = await classOf(other.id, other.uid, unlimited.id, 4);
      const target = times[0]!.start;
      const moved = await move(classId, target, child.token);
      expect(moved.http).toBe(200);
      const stored = await read<{ start: Date; sequence: number; joinLink: string }>(`classes/${classId}`);
      expect(stored!.start.toISOString()).toBe(target);
      expect(stored!.sequence).toBe(1);
      expect(stored!.joinLink).toBe(teamMentors.find((m) => m.id === mentorId)!.meetingLink);

      const otherTimes = ((await list(otherClass, other.token)).body.times as Listed[]).map((t) => t.start);
      expect(otherTimes).not.toContain(target);
      // The hour the class left (07:00, outside the mentor's hours) is marked vacated on its date.
      const vacated = (await read<{ vacated: Record<string, { classId: string }> }>(`mentorTimes/${mentorId}`))!.vacated;
      expect(Object.values(vacated).some((v) => v.classId === classId)).toBe(true);

      // Moving again gives back the hour it moved into: the other family sees it free at once.
      const apart = (t: Listed) => Math.abs(Date.parse(t.start) - Date.parse(target)) >= minutesOf(unlimited.id) * 60_000;
      const again = list(classId, child.token).then((r) => (r.body.times as Listed[]).find(apart)!.start);
      expect((await move(classId, await again, child.token)).http).toBe(200);
      expect(((await list(otherClass, other.token)).body.times as Listed[]).map((t) => t.start)).toContain(target);
    },
    SLOW,
  );

  it(
    'refuses another family’s class and a class starting too soon, in the plan’s words',
    async () => {
      const child = await enrolledChild(unlimited.id, COURSE);
      const other = await enrolledChild(unlimited.id, COURSE);
      const classId = await classOf(child.id, child.uid, unlimited.id);
      expect((await list(classId, other.token)).http).toBe(404);
      expect((await list(classId)).http).toBe(401);

      const soon = await classOf(child.id, child.uid, unlimited.id, 5, tooSoon());
      const refused = await list(soon, child.token);
      expect(refused.http).toBe(409);
      expect(refused.body.message).toContain(reschedulingLine(unlimited.features)!);
    },
    SLOW,
  );

  it(
    'in Kiswahili, lists and refuses quoting the plan’s rule as its Kiswahili card words it',
    async () => {
      const child = await enrolledChild(unlimited.id, COURSE);
      // The line the /sw/ plan card shows (English where the plan has no Kiswahili lines).
      const shown = localized(unlimited, 'features', 'sw');
      const line = reschedulingLine(unlimited.features, shown)!;
      const classId = await classOf(child.id, child.uid, unlimited.id);
      const listed = await callClasses({ action: 'move', classId, language: 'sw' }, child.token);
      expect(listed.body.rule).toBe(ruleText(unlimited, shown, 'sw'));

      const soon = await classOf(child.id, child.uid, unlimited.id, 5, tooSoon());
      const refused = await callClasses({ action: 'move', classId: soon, language: 'sw' }, child.token);
      expect(refused.http).toBe(409);
      expect(refused.body.message).toBe(classMessagesSw.moveTooLate(line, unlimited.rescheduleHoursBefore));
    },
    SLOW,
  );

  it(
    'a limited plan moves as many classes a month as it says, then refuses in its words',
    async () => {
      const plan = functionsPlans.find((p) => p.id === LIMITED_ID)!;
      const perMonth = plan.reschedulesPerMonth!;
      expect(reschedulingLine(plan.features)).toBe('Limited rescheduling');
      // Called directly on the first day of next month (Nairobi, 09:00), so the month has room
      // for every move whatever today's date; the classes are the next days' at 07:00.
      const first = `${addMonths(today(), 1).slice(0, 7)}-01`;
      const now = occurrenceOf(first, 9 * 60).start;
      const caller = {
        uid: `limited${randomBytes(4).toString('hex')}`,
        email: `limited.${randomBytes(4).toString('hex')}@example.com`,
      };
      const base = functionsPlans[0]!;
      const enrollmentId = await enrollmentOf(caller.uid, caller.email, base.id, COURSE, addMonths(first, 1));
      await adminDb().doc(`enrollments/${enrollmentId}`).update({ plan: LIMITED_ID });
      let moves = 0;
      for (let i = 0; i < perMonth + 1; i += 1) {
        const startsAt = occurrenceOf(addDays(first, 1 + i), 7 * 60).start;
        const classId = await classOf(enrollmentId, caller.uid, base.id, 1 + i, startsAt);
        const listed = await moveClass(adminDb(), { classId, caller }, undefined, now);
        if (moves >= perMonth) {
          expect(listed).toMatchObject({ kind: 'refused', http: 409 });
          expect((listed as { message: string }).message).toContain(reschedulingLine(plan.features)!);
          break;
        }
        expect(listed.kind).toBe('targets');
        const inMonth = (listed as { times: Listed[] }).times.find(
          (t) => nairobiDate(new Date(t.start)).slice(0, 7) === first.slice(0, 7),
        );
        expect(inMonth).toBeDefined();
        expect((await moveClass(adminDb(), { classId, caller }, new Date(inMonth!.start), now)).kind).toBe('moved');
        moves += 1;
      }
      expect(moves).toBe(perMonth);
    },
    SLOW,
  );
});

describe('a plan that ends', () => {
  it(
    'gives back the hour a moved class took',
    async () => {
      const child = await enrolledChild(unlimited.id, COURSE);
      const classId = await classOf(child.id, child.uid, unlimited.id);
      const target = ((await list(classId, child.token)).body.times as Listed[])[0]!.start;
      expect((await move(classId, target, child.token)).http).toBe(200);
      const held = async () =>
        Object.values((await read<{ movedIn: Record<string, { classId: string }> }>(`mentorTimes/${mentorId}`))!.movedIn).some(
          (v) => v.classId === classId,
        );
      expect(await held()).toBe(true);
      await freeClassTimes(adminDb(), child.id, new Date());
      expect(await held()).toBe(false);
      expect(await read(`classes/${classId}`)).toBeNull();
    },
    SLOW,
  );
});

describe('the moving transaction, called directly', () => {
  it(
    '20 classes racing into one hour: exactly one moves there, the others hear it is taken',
    async () => {
      const now = new Date();
      const paidUntil = addMonths(today(), 1);
      const racers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const caller = {
            uid: `mover${i}${randomBytes(4).toString('hex')}`,
            email: `mover${i}.${randomBytes(4).toString('hex')}@example.com`,
          };
          const id = await enrollmentOf(caller.uid, caller.email, unlimited.id, COURSE, paidUntil);
          return { caller, classId: await classOf(id, caller.uid, unlimited.id) };
        }),
      );
      const listed = await moveClass(adminDb(), racers[0]!, undefined, now);
      expect(listed.kind).toBe('targets');
      const target = new Date((listed as { times: Listed[] }).times[0]!.start);
      const outcomes = await Promise.all(racers.map((r) => moveClass(adminDb(), r, target, now)));
      expect(outcomes.filter((o) => o.kind === 'moved')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(19);
      const starts = await Promise.all(
        racers.map(async (r) => (await read<{ start: Date }>(`classes/${r.classId}`))!.start.getTime()),
      );
      expect(starts.filter((s) => s === target.getTime())).toHaveLength(1);
      const movedIn = (await read<{ movedIn: Record<string, { classId: string }> }>(`mentorTimes/${mentorId}`))!.movedIn;
      const winners = Object.values(movedIn).filter((v) => racers.some((r) => r.classId === v.classId));
      expect(winners).toHaveLength(1);
    },
    SLOW,
  );
});
