// A full weekly hour's waiting list against the emulators, its transactions called directly
// with a clock of the test's choosing: joining (only a full hour, once per child, in order),
// the chain of holds when the hour frees (offer, lapse, next, leave, accept through choose's
// transaction), a late accept answered with the hours free now, an entry past its day, and
// fifty taps of one offer storing one choice while other families hear "taken".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrences } from '../../../src/domain/classes/occurrences';
import { minutesOf as clockMinutes } from '../../../src/domain/classes/hours';
import { freeWeeklyTimes } from '../../../src/domain/classes/free-times';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { chooseTimes } from '../../../functions/src/classes/choose';
import { joinHourWait } from '../../../functions/src/classes/hour-wait-join';
import { acceptHour, leaveHourList, viewHourEntry } from '../../../functions/src/classes/hour-wait-link';
import { runHourWaitlist } from '../../../functions/src/classes/hour-wait-run';
import { hourEntryId, hourTokenOf } from '../../../functions/src/classes/hour-wait-stored';
import { timeKey } from '../../../functions/src/classes/store';
import { words as m } from '../../../src/i18n/en/classes';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import {
  callClasses,
  classesOf,
  enrolledChild,
  minutesOf,
  planList,
  teamMentors,
  type Enrolled,
} from '../../support/functions/class-helpers';

const SLOW = 240_000;
const COURSE = 'prodigy';
const onePerWeek = planList.find((p) => p.classes === 1)!;
const twoPerWeek = planList.find((p) => p.classes === 2)!;
const hold = { holdHours: 2 };
const HOUR = 3_600_000;
const now = new Date();
const at = (ms: number) => new Date(now.getTime() + ms);
const teaching = teamMentors.filter((t) => t.courses?.includes(COURSE));

// The week's hours of the course, latest first: each test fills one no other file reaches for
// (they take the earliest free times).
const hours = freeWeeklyTimes({
  mentors: teaching.map((t) => ({ id: t.id, courses: t.courses ?? [], hours: t.hours ?? [] })),
  courseId: COURSE,
  minutes: minutesOf(onePerWeek.id),
  taken: [],
  leave: [],
  firstDate: nairobiDate(now),
}).reverse();
let used = 0;
/** The hours this file filled, to give back when it ends. */
const filled: { weekday: number; start: number; mentorIds: string[] }[] = [];
/** An hour of the course, every mentor's held by another child (as filled plans hold it). */
async function fullHour() {
  const t = hours[used++ * 2]!;
  filled.push(t);
  for (const mentor of t.mentorIds)
    await adminDb()
      .doc(`mentorTimes/${mentor}`)
      .set({ held: { [timeKey(t)]: { minutes: minutesOf(onePerWeek.id), enrollmentId: `filler-${mentor}` } } }, { merge: true });
  return { weekday: t.weekday, start: t.start, mentorIds: t.mentorIds };
}
/** A mentor's hour given back (a family moved, cancelled or lapsed). */
const free = (mentorId: string, t: { weekday: number; start: number }) =>
  adminDb()
    .doc(`mentorTimes/${mentorId}`)
    .update(new admin.FieldPath('held', timeKey(t)), admin.FieldValue.delete());
const heldAt = async (mentorId: string, t: { weekday: number; start: number }) =>
  (await adminDb().doc(`mentorTimes/${mentorId}`).get()).get(new admin.FieldPath('held', timeKey(t))) as
    Record<string, unknown> | undefined;

const callerOf = (c: Enrolled) => ({ uid: c.uid, email: c.email });
const join = (
  c: Enrolled,
  t: { weekday: number; start: number },
  when = now,
  others: { weekday: number; start: number }[] = [],
) =>
  joinHourWait(
    adminDb(),
    callerOf(c),
    { enrollmentId: c.id, time: { weekday: t.weekday, start: t.start }, others },
    hold,
    'en',
    when,
    m,
  );
const idOf = (c: Enrolled, t: { weekday: number; start: number }) =>
  hourEntryId(COURSE, { weekday: t.weekday, start: t.start }, c.id);
const entry = async (c: Enrolled, t: { weekday: number; start: number }) =>
  (await adminDb().collection('hourWaitlist').doc(idOf(c, t)).get()).data()!;
async function tokenOf(c: Enrolled, t: { weekday: number; start: number }): Promise<string> {
  const seed = (await adminDb().collection('hourWaitlistSecrets').doc(idOf(c, t)).get()).get('seed') as string;
  return hourTokenOf(seed, process.env.MANAGE_LINK_KEY);
}
const run = (when: Date) => runHourWaitlist(adminDb(), hold, when);
const asWeekly = (t: { weekday: number; start: number }) => ({
  weekday: t.weekday,
  time: `${String(Math.floor(t.start / 60)).padStart(2, '0')}:${String(t.start % 60).padStart(2, '0')}`,
});

beforeAll(() => warmUp(), WARM_UP_MS);
// Later files choose from the same week: this file's fillers and waiting entries go when it ends.
afterAll(async () => {
  const db = adminDb();
  const entries = await db.collection('hourWaitlist').where('course', '==', COURSE).get();
  await Promise.all(entries.docs.map((d) => d.ref.delete()));
  for (const t of filled)
    for (const mentor of t.mentorIds) {
      const held = await heldAt(mentor, t);
      if (String(held?.enrollmentId ?? '').startsWith('filler-')) await free(mentor, t);
    }
}, WARM_UP_MS);

describe('the waiting list of a full weekly hour', () => {
  it(
    'joins only a full hour from the picker, once per child, in order, with its link by mail',
    async () => {
      const t = await fullHour();
      const [a, b] = [await enrolledChild(onePerWeek.id, COURSE), await enrolledChild(onePerWeek.id, COURSE)];
      // The family record the dashboard's first load writes (an enrollment keeps no parent's name).
      await adminDb().doc(`families/${a.uid}`).set({ email: a.email, name: 'Wanjiru Kamau' }, { merge: true });
      const joined = await callClasses({ action: 'waitHour', enrollmentId: a.id, time: asWeekly(t), others: [] }, a.token);
      expect(joined).toMatchObject({ http: 200, body: { status: 'joined', position: 1 } });
      // The function joined A on the real clock, after this file's `now`.
      expect(await join(b, t, at(HOUR))).toMatchObject({ kind: 'joined', position: 2 });
      expect(await join(b, t, at(HOUR + 1000))).toEqual({ kind: 'already' });
      expect((await entry(a, t)).parentUid).toBe(a.uid);
      // The offer greets the parent who joined, by the name their family record holds.
      expect((await entry(a, t)).parentName).toBe('Wanjiru Kamau');
      const mails = await adminDb().collection('mail').where('to', '==', a.email).get();
      expect(mails.docs.map((d) => d.get('template'))).toEqual(['waitlist-joined']);
      // An hour a mentor is free for is chosen, not waited for.
      const open = hours.find((h) => h.weekday !== t.weekday)!;
      expect((await join(a, open)).kind).toBe('open');
      // Someone else's enrollment is not found.
      expect(
        (await joinHourWait(adminDb(), callerOf(b), { enrollmentId: a.id, time: t, others: [] }, hold, 'en', now, m)).kind,
      ).toBe('refused');
      expect((await viewHourEntry(adminDb(), await tokenOf(b, t), at(HOUR + 2000)))?.position).toBe(2);
    },
    SLOW,
  );

  it(
    'offers a freed hour to the first waiting, passes a lapsed hold on, lets a family leave, and takes it through choose',
    async () => {
      const t = await fullHour();
      const [a, b, c] = [
        await enrolledChild(onePerWeek.id, COURSE),
        await enrolledChild(onePerWeek.id, COURSE),
        await enrolledChild(onePerWeek.id, COURSE),
      ];
      for (const [i, child] of [a, b, c].entries()) expect((await join(child, t, at(i * 1000))).kind).toBe('joined');
      expect(await run(at(HOUR))).toMatchObject({ offered: 0 });

      const mentor = t.mentorIds[0]!;
      await free(mentor, t);
      // Freed, before the job offers it: the hour is the line's, not the first stranger's to look.
      const stranger = await enrolledChild(onePerWeek.id, COURSE);
      const chooseAsStranger = () =>
        chooseTimes(adminDb(), callerOf(stranger), { enrollmentId: stranger.id, times: [t] }, at(HOUR), m);
      expect((await chooseAsStranger()).kind).toBe('taken');
      expect(await run(at(HOUR))).toMatchObject({ offered: 1 });
      expect(await run(at(HOUR))).toMatchObject({ offered: 0, passed: 0 });
      expect(await entry(a, t)).toMatchObject({ status: 'offered', offers: 1, mentorId: mentor });
      expect((await entry(a, t)).holdUntil.toMillis()).toBe(at(3 * HOUR).getTime());
      expect(await heldAt(mentor, t)).toMatchObject({ hold: idOf(a, t) });
      expect(
        (
          await adminDb()
            .doc(`mail/waitlist-hour-${idOf(a, t)}-offer-1`)
            .get()
        ).exists,
      ).toBe(true);
      // The held hour is no one else's either.
      expect((await chooseAsStranger()).kind).toBe('taken');

      expect(await run(at(2 * HOUR))).toMatchObject({ passed: 0, returned: 0 });
      expect(await run(at(3 * HOUR))).toMatchObject({ passed: 1 });
      expect((await entry(a, t)).status).toBe('lapsed');
      expect(await entry(b, t)).toMatchObject({ status: 'offered' });
      expect(await heldAt(mentor, t)).toMatchObject({ hold: idOf(b, t) });

      expect(await leaveHourList(adminDb(), hold, await tokenOf(b, t), at(3 * HOUR + 60_000))).toEqual({ kind: 'left' });
      expect(await entry(c, t)).toMatchObject({ status: 'offered' });

      const taken = await acceptHour(adminDb(), await tokenOf(c, t), at(3 * HOUR + 120_000), m);
      expect(taken.kind).toBe('chosen');
      expect(await entry(c, t)).toMatchObject({ status: 'claimed' });
      const stored = await heldAt(mentor, t);
      expect(stored).toMatchObject({ enrollmentId: c.id });
      expect(stored).not.toHaveProperty('hold');
      const enrollment = (await adminDb().doc(`enrollments/${c.id}`).get()).data()!;
      expect(enrollment.classTimes).toEqual([
        { weekday: t.weekday, start: t.start, minutes: minutesOf(onePerWeek.id), mentorId: mentor },
      ]);
      expect(await acceptHour(adminDb(), await tokenOf(c, t), at(3 * HOUR + 180_000), m)).toEqual({ kind: 'claimed' });

      // A's link, long lapsed, is refused kindly with the hours free now (never the taken one).
      const late = await acceptHour(adminDb(), await tokenOf(a, t), at(3 * HOUR + 240_000), m);
      expect(late.kind).toBe('late');
      if (late.kind !== 'late') return;
      expect(late.times.length).toBeGreaterThan(0);
      expect(late.times.some((f) => f.weekday === t.weekday && clockMinutes(f.time) === t.start && f.mentors > 0)).toBe(false);
    },
    SLOW,
  );

  it(
    'gives the hour back when a hold lapses with nobody waiting, and ends an entry past its paid period',
    async () => {
      const t = await fullHour();
      const only = await enrolledChild(onePerWeek.id, COURSE);
      const ending = await enrolledChild(onePerWeek.id, COURSE, addDays(nairobiDate(now), 1));
      await join(only, t);
      const other = await fullHour();
      await join(ending, other);
      await free(t.mentorIds[0]!, t);
      expect(await run(now)).toMatchObject({ offered: 1 });
      expect(await run(at(3 * HOUR))).toMatchObject({ returned: 1 });
      expect(await heldAt(t.mentorIds[0]!, t)).toBeUndefined();
      expect(await run(at(50 * HOUR))).toMatchObject({ expired: 1 });
      expect((await entry(ending, other)).status).toBe('expired');
    },
    SLOW,
  );
});

describe('the entry by its id, for the signed-in family', () => {
  it(
    'leaves and takes through the same path as the link, which needs no sign-in; another family’s id is not found',
    async () => {
      const t = await fullHour();
      const [a, b] = [await enrolledChild(onePerWeek.id, COURSE), await enrolledChild(onePerWeek.id, COURSE)];
      for (const [i, child] of [a, b].entries()) expect((await join(child, t, at(i * 1000))).kind).toBe('joined');
      await free(t.mentorIds[0]!, t);
      expect(await run(now)).toMatchObject({ offered: 1 });
      const byId = (child: Enrolled, op: string) => ({ action: 'hourList', op, entryId: idOf(child, t) });

      expect(await callClasses({ action: 'hourList', op: 'view', token: await tokenOf(b, t) })).toMatchObject({
        http: 200,
        body: { status: 'ok', entry: { status: 'waiting', position: 1 } },
      });
      expect((await callClasses(byId(a, 'leave'))).http).toBe(401);
      expect((await callClasses(byId(a, 'accept'), b.token)).http).toBe(404);
      expect((await entry(a, t)).status).toBe('offered');

      expect(await callClasses(byId(a, 'leave'), a.token)).toMatchObject({ http: 200, body: { status: 'left' } });
      expect(await entry(b, t)).toMatchObject({ status: 'offered' });
      expect(await callClasses(byId(b, 'accept'), b.token)).toMatchObject({ http: 200, body: { status: 'chosen' } });
      expect(await heldAt(t.mentorIds[0]!, t)).toMatchObject({ enrollmentId: b.id });
    },
    SLOW,
  );
});

describe('fifty taps of one offered hour', () => {
  // As the trial list's race: the emulator may close a transaction it kept waiting where
  // Firestore would retry it; that try stored nothing, so it is asked again.
  const again = <T>(go: () => Promise<T>): Promise<T> =>
    go().catch((error: Error) => {
      if (!/Transaction is invalid or closed/.test(error.message)) throw error;
      return again(go);
    });

  it(
    'store one choice with the plan’s other time, while other families choosing the hour hear "taken"',
    async () => {
      const t = await fullHour();
      const waiting = await enrolledChild(twoPerWeek.id, COURSE);
      const minutes = minutesOf(twoPerWeek.id);
      // A mid-week hour: the fills take the latest, other files the earliest.
      const other = hours.slice(Math.floor(hours.length / 2)).find((h) => h.weekday !== t.weekday)!;
      expect((await join(waiting, t, now, [other])).kind).toBe('joined');
      await free(t.mentorIds[0]!, t);
      expect(await run(now)).toMatchObject({ offered: 1 });
      const token = await tokenOf(waiting, t);
      const strangers = await Promise.all(Array.from({ length: 5 }, () => enrolledChild(onePerWeek.id, COURSE)));

      const taps = Array.from({ length: 50 }, () => again(() => acceptHour(adminDb(), token, at(60_000), m)));
      const others = strangers.map((s) =>
        again(() => chooseTimes(adminDb(), callerOf(s), { enrollmentId: s.id, times: [t] }, at(60_000), m)),
      );
      const outcomes = await Promise.all(taps);
      expect(outcomes.filter((o) => o.kind === 'chosen')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(49);
      expect((await Promise.all(others)).every((o) => o.kind === 'taken')).toBe(true);
      expect(await heldAt(t.mentorIds[0]!, t)).toMatchObject({ minutes, enrollmentId: waiting.id });
      const classes = await classesOf(waiting.id);
      const e = (await adminDb().doc(`enrollments/${waiting.id}`).get()).data()!;
      const expected = (e.classTimes as { weekday: number; start: number }[]).flatMap((x) =>
        occurrences(x, nairobiDate(at(60_000)), waiting.paidUntil, at(60_000)),
      );
      expect(e.classTimes).toHaveLength(2);
      expect(classes).toHaveLength(expected.length);
    },
    SLOW,
  );
});
