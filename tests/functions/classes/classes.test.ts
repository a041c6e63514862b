// Weekly class times against the emulators: a parent lists and chooses times for their
// child's enrollment; 20 parents racing for one mentor's hour store exactly one; a renewal
// extends the classes once; an expiry frees the hours; a mentor marks only their own classes.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { occurrences } from '../../../src/domain/classes/occurrences';
import { minutesOf as clockMinutes } from '../../../src/domain/classes/hours';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { chooseTimes } from '../../../functions/src/classes/choose';
import { seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { runJobs } from '../../support/functions/mail-helpers';
import {
  callClasses,
  classesOf,
  enrolledChild,
  enrollmentOf,
  freeTimes,
  minutesOf,
  onDifferentDays,
  planList,
  teamMentors,
  type Offered,
} from '../../support/functions/class-helpers';
import { mentorAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const COURSE = 'prodigy';
const today = () => nairobiDate(new Date());
const onePerWeek = planList.find((p) => p.classes === 1)!;
const twoPerWeek = planList.find((p) => p.classes === 2)!;
const asWeekly = (t: Offered) => ({ weekday: t.weekday, time: t.time });

beforeAll(() => warmUp(), WARM_UP_MS);

describe('choosing weekly times', () => {
  it(
    'offers the free times of the course’s mentors, then stores the chosen ones with a mentor and every class up to paidUntil',
    async () => {
      const child = await enrolledChild(twoPerWeek.id, COURSE);
      const free = await callClasses({ action: 'free', enrollmentId: child.id }, child.token);
      expect(free.http).toBe(200);
      expect(free.body).toMatchObject({ needed: twoPerWeek.classes, minutes: minutesOf(twoPerWeek.id), course: COURSE });
      const picked = onDifferentDays(free.body.times as Offered[], twoPerWeek.classes);

      const chosen = await callClasses({ action: 'choose', enrollmentId: child.id, times: picked.map(asWeekly) }, child.token);
      expect(chosen.http).toBe(200);
      const teaching = teamMentors.filter((m) => m.courses?.includes(COURSE)).map((m) => m.id);
      const times = chosen.body.chosen as { weekday: number; start: number; mentorId: string }[];
      for (const t of times) expect(teaching).toContain(t.mentorId);

      const stored = await classesOf(child.id);
      const expected = times.flatMap((t) => occurrences(t, today(), child.paidUntil, new Date()));
      expect(stored.map((c) => c.start.toISOString()).sort()).toEqual(expected.map((o) => o.start.toISOString()).sort());
      expect(stored[0]).toMatchObject({ childFirstName: 'Wanjiku', course: COURSE, status: 'scheduled', familyUid: child.uid });
      expect(stored[0]).not.toHaveProperty('email');

      // The hour is held: it is no longer offered to others with only that mentor, and the child cannot choose twice.
      const again = await callClasses({ action: 'choose', enrollmentId: child.id, times: picked.map(asWeekly) }, child.token);
      expect(again.http).toBe(409);
    },
    SLOW,
  );

  it(
    'refuses another family’s enrollment and a caller who is not signed in',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const other = await enrolledChild(onePerWeek.id, COURSE);
      expect((await callClasses({ action: 'free', enrollmentId: child.id }, other.token)).http).toBe(404);
      expect((await callClasses({ action: 'free', enrollmentId: child.id })).http).toBe(401);
    },
    SLOW,
  );

  it(
    'refuses in Kiswahili when the page asks in it: a bad time, another family’s enrollment, no sign-in, an old move link',
    async () => {
      const { words: classMessagesSw } = await import('../../../src/i18n/sw/classes');
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const other = await enrolledChild(onePerWeek.id, COURSE);
      const sw = { language: 'sw' };
      const badTime = await callClasses({ action: 'choose', enrollmentId: child.id, times: ['noon'], ...sw }, child.token);
      expect(badTime.body).toMatchObject({ field: 'times', message: classMessagesSw.badTime });
      const theirs = await callClasses({ action: 'free', enrollmentId: child.id, ...sw }, other.token);
      expect(theirs).toMatchObject({ http: 404, body: { message: classMessagesSw.notFound } });
      const signedOut = await callClasses({ action: 'free', enrollmentId: child.id, ...sw });
      expect(signedOut).toMatchObject({ http: 401, body: { message: classMessagesSw.signIn } });
      const link = await callClasses({ action: 'move', token: 'x'.repeat(43), ...sw });
      expect(link.body).toMatchObject({ message: classMessagesSw.moveLinkExpired });
    },
    SLOW,
  );

  it(
    '20 parents racing for one mentor’s hour: exactly one stores it, the others hear it is taken with the times still free',
    async () => {
      const racers = await Promise.all(Array.from({ length: 20 }, () => enrolledChild(onePerWeek.id, COURSE)));
      const target = (await freeTimes(racers[0]!)).find((t) => t.mentors === 1);
      expect(target).toBeDefined();
      const replies = await Promise.all(
        racers.map((r) => callClasses({ action: 'choose', enrollmentId: r.id, times: [asWeekly(target!)] }, r.token)),
      );
      expect(replies.filter((r) => r.http !== 200 && r.http !== 409).map((r) => [r.http, r.body])).toEqual([]);
      const won = replies.filter((r) => r.http === 200);
      const lost = replies.filter((r) => r.http === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const l of lost) {
        expect(l.body.status).toBe('taken');
        const still = l.body.times as Offered[];
        expect(still.length).toBeGreaterThan(0);
        expect(still.some((t) => t.weekday === target!.weekday && t.time === target!.time)).toBe(false);
      }
      const withClasses = await Promise.all(racers.map(async (r) => (await classesOf(r.id)).length > 0));
      expect(withClasses.filter(Boolean)).toHaveLength(1);
      const mentorId = (won[0]!.body.chosen as { mentorId: string }[])[0]!.mentorId;
      const held = (await read<{ held: Record<string, { enrollmentId: string }> }>(`mentorTimes/${mentorId}`))!.held;
      const key = `${target!.weekday}-${clockMinutes(target!.time)}`;
      expect(racers.map((r) => r.id)).toContain(held[key]!.enrollmentId);
    },
    SLOW,
  );
});

describe('the choosing transaction, called directly', () => {
  it(
    '20 choices of one mentor’s hour racing in parallel store exactly one',
    async () => {
      const now = new Date();
      const paidUntil = addMonths(today(), 1);
      const racers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const caller = {
            uid: `racer${i}${randomBytes(4).toString('hex')}`,
            email: `racer${i}.${randomBytes(4).toString('hex')}@example.com`,
          };
          return { caller, id: await enrollmentOf(caller.uid, caller.email, onePerWeek.id, COURSE, paidUntil) };
        }),
      );
      const listed = await enrolledChild(onePerWeek.id, COURSE);
      const target = (await freeTimes(listed)).find((t) => t.mentors === 1)!;
      const weekly = { weekday: target.weekday, start: clockMinutes(target.time) };
      const outcomes = await Promise.all(
        racers.map((r) => chooseTimes(adminDb(), r.caller, { enrollmentId: r.id, times: [weekly] }, now)),
      );
      expect(outcomes.filter((o) => o.kind === 'chosen')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(19);
      const stored = await Promise.all(racers.map(async (r) => (await classesOf(r.id)).length));
      expect(stored.filter((n) => n > 0)).toHaveLength(1);
    },
    SLOW,
  );
});

describe('renewal and expiry', () => {
  it(
    'a renewal extends the classes over the new period once',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const [time] = onDifferentDays(await freeTimes(child), 1);
      expect((await callClasses({ action: 'choose', enrollmentId: child.id, times: [asWeekly(time!)] }, child.token)).http).toBe(
        200,
      );
      const before = await classesOf(child.id);

      const reference = await seed({
        amount: onePerWeek.monthly.kes * 100,
        currency: 'KES',
        email: child.email,
        metadata: { kind: 'plan', plan: onePerWeek.id, period: 'monthly', studentName: 'Wanjiku Mwangi', enrollmentId: child.id },
      });
      expect((await verify({ reference, studentName: 'Wanjiku Mwangi' })).body.status).toBe('success');
      // Verify again: the payment is recorded once, so the classes are added once.
      await verify({ reference, studentName: 'Wanjiku Mwangi' });
      const newUntil = addMonths(child.paidUntil, 1);
      expect(await read(`enrollments/${child.id}`)).toMatchObject({ paidUntil: newUntil, classesUntil: newUntil });

      const after = await classesOf(child.id);
      const weekly = { weekday: time!.weekday, start: clockMinutes(time!.time) };
      const added = occurrences(weekly, child.paidUntil, newUntil);
      expect(after.length).toBe(before.length + added.length);
      expect(new Set(after.map((c) => c.id)).size).toBe(after.length);
    },
    SLOW,
  );

  it(
    'an expired enrollment frees its hour and its coming classes at once',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const [time] = onDifferentDays(await freeTimes(child), 1);
      const chosen = await callClasses({ action: 'choose', enrollmentId: child.id, times: [asWeekly(time!)] }, child.token);
      const mentorId = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
      const key = `${time!.weekday}-${clockMinutes(time!.time)}`;
      expect((await read<{ held: Record<string, unknown> }>(`mentorTimes/${mentorId}`))?.held[key]).toBeDefined();

      // The plan fell due long enough ago to be past its grace.
      const paidUntil = addDays(today(), -40);
      await adminDb().doc(`enrollments/${child.id}`).update({ paidUntil });
      await runJobs(`${today()}T05:00:00.000Z`);
      expect((await read(`enrollments/${child.id}`))?.status).toBe('expired');
      expect((await read<{ held: Record<string, unknown> }>(`mentorTimes/${mentorId}`))?.held[key]).toBeUndefined();
      const left = await classesOf(child.id);
      expect(left.filter((c) => c.start.getTime() > Date.now() + 60_000)).toEqual([]);
    },
    SLOW,
  );
});

describe('a mentor marks classes', () => {
  it(
    'marks their own class with a note, and cannot mark another mentor’s',
    async () => {
      const child = await enrolledChild(onePerWeek.id, COURSE);
      const [time] = onDifferentDays(await freeTimes(child), 1);
      const chosen = await callClasses({ action: 'choose', enrollmentId: child.id, times: [asWeekly(time!)] }, child.token);
      const mentorId = (chosen.body.chosen as { mentorId: string }[])[0]!.mentorId;
      const [first] = await classesOf(child.id);
      const own = await mentorAccount(mentorId);
      const otherId = teamMentors.find((m) => m.id !== mentorId)!.id;
      const other = await mentorAccount(otherId);

      const note = `Great focus ${randomBytes(3).toString('hex')}`;
      const refused = await callClasses({ action: 'mark', classId: first!.id, outcome: 'cancelled', note }, other.token);
      expect(refused.http).toBe(403);
      expect((await callClasses({ action: 'mark', classId: first!.id, outcome: 'cancelled', note }, child.token)).http).toBe(403);
      // Attended needs the class to have started.
      expect((await callClasses({ action: 'mark', classId: first!.id, outcome: 'attended', note }, own.token)).http).toBe(409);

      // Stored cleaned as every free text is: no direction override or control character.
      const typed = `\u202E${note}\u0007\r`;
      const marked = await callClasses({ action: 'mark', classId: first!.id, outcome: 'cancelled', note: typed }, own.token);
      expect(marked.http).toBe(200);
      expect(await read(`classes/${first!.id}`)).toMatchObject({ status: 'cancelled', note });
    },
    SLOW,
  );

  it(
    'a revoked mentor (record deleted) marks nothing, though the token still carries the claim',
    async () => {
      const mentorId = teamMentors[0]!.id;
      const m = await mentorAccount(mentorId);
      await adminDb().doc(`mentors/${m.uid}`).delete();
      const reply = await callClasses(
        { action: 'mark', classId: 'anything_2030-01-01_1600', outcome: 'cancelled', note: '' },
        m.token,
      );
      expect(reply.http).toBe(403);
    },
    SLOW,
  );
});
