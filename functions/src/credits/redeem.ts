// Redeeming a make-up credit (POST /api/credits `hours` / `book`, or WhatsApp's "Book a make-up"),
// by a signed-in parent of the child, with the move link of one of the child's classes, or from
// the enrollment's WhatsApp number: without `start` it lists the free
// hours of every mentor of the course until the credit expires (domain/credits/make-up-times.ts);
// with one, a single transaction reads the credit and the course's mentorTimes documents again,
// marks the credit used and writes the class (the class store's id, `makeUpOf` the credit) with
// its hour held as a moved-in mark. Of many redemptions racing on one credit, one books.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { MoveTarget } from '../../../src/domain/classes/move-times';
import { rescheduling } from '../../../src/domain/classes/plan-rules';
import { occurrenceOf, weeklyTimeAt } from '../../../src/domain/classes/occurrences';
import { classMinutes } from '../../../src/domain/classes/plan-rules';
import { creditRefusal } from '../../../src/domain/credits/rule';
import { makeUpTimes } from '../../../src/domain/credits/make-up-times';
import type { StoredCredit } from '../../../src/domain/stored/credits';
import { mentors, plans } from '../platform/content';
import { isCallersRecord, type Caller } from '../owners/owner';
import { classLinkOwner } from '../classes/links';
import { leaveOf } from '../classes/leave';
import { classesOf, classRef, datedHours, firstName, heldTimes, joinLinkOf, mentorTimesRef } from '../classes/store';
import { creditRef } from './store';
import { enrollmentsOf } from '../platform/stored';

export type CreditBy =
  | { creditId: string; caller: Caller }
  | { creditId: string; token: string }
  /** The family's "Book a make-up" on WhatsApp, from the enrollment's own number (whatsapp-make-up.ts). */
  | { creditId: string; whatsapp: string };

export interface OfferedHour {
  start: string;
  mentor: string;
}

export type RedeemOutcome =
  | { kind: 'not-found' }
  | { kind: 'not-usable' }
  | { kind: 'no-hours' }
  | { kind: 'hours'; minutes: number; expiresAt: string; times: OfferedHour[] }
  | { kind: 'taken'; times: OfferedHour[] }
  | { kind: 'booked'; classId: string; start: string; mentor: string };

const RACE_OPTIONS = { maxAttempts: 30 };
const mentorName = (id: string) => firstName(mentors.find((t) => t.id === id)?.name ?? '');
const offered = (targets: readonly MoveTarget[]): OfferedHour[] =>
  targets.map((t) => ({ start: t.start.toISOString(), mentor: mentorName(t.mentorId) }));

/** Whether the caller may use the credit: a parent of its enrollment, the holder of a move link of one of its classes, or its number. */
async function mayUse(db: Firestore, by: CreditBy, credit: StoredCredit, now: Date): Promise<boolean> {
  if ('token' in by) {
    const classId = await classLinkOwner(db, by.token, now);
    const cls = classId ? (await classRef(db, classId).get()).data() : undefined;
    return cls?.enrollmentId === credit.enrollmentId;
  }
  const e = (await enrollmentsOf(db).doc(credit.enrollmentId).get()).data();
  if ('whatsapp' in by) return typeof e?.whatsapp === 'string' && e.whatsapp === by.whatsapp;
  return isCallersRecord(by.caller, e);
}

interface Context {
  minutes: number;
  priority: boolean;
  own: { start: Date; minutes: number }[];
}

/** The class length and priority the child's plan gives, and the child's classes still to come. */
async function contextOf(db: Firestore, credit: StoredCredit, now: Date): Promise<Context> {
  const e = (await enrollmentsOf(db).doc(credit.enrollmentId).get()).data();
  const plan = plans.find((p) => p.id === e?.plan);
  const upcoming = await classesOf(db)
    .where('enrollmentId', '==', credit.enrollmentId)
    .where('start', '>', Timestamp.fromDate(now))
    .get();
  return {
    minutes: (plan && classMinutes(plan.features)) || 60,
    priority: plan ? rescheduling(plan)?.kind === 'priority' : false,
    own: upcoming.docs
      .map((d) => d.data())
      .filter((c) => c.status === 'scheduled')
      .map((c) => ({ start: c.start.toDate(), minutes: Number(c.minutes) })),
  };
}

function timesFor(
  credit: StoredCredit,
  ctx: Context,
  docs: DocumentSnapshot[],
  leave: Awaited<ReturnType<typeof leaveOf>>,
  now: Date,
) {
  return makeUpTimes({
    mentors,
    courseId: credit.course,
    minutes: ctx.minutes,
    held: docs.flatMap((d) => heldTimes(d.id, d.data())),
    vacated: docs.flatMap((d) => datedHours(d.id, d.data(), 'vacated')),
    movedIn: docs.flatMap((d) => datedHours(d.id, d.data(), 'movedIn')),
    leave,
    now,
    priority: ctx.priority,
    expiresAt: credit.expiresAt.toDate(),
    own: ctx.own,
  });
}

/** Lists the hours a credit can book (no `start`), or books the one at `start`. */
export async function redeemCredit(db: Firestore, by: CreditBy, start: Date | undefined, now: Date): Promise<RedeemOutcome> {
  const ref = creditRef(db, by.creditId);
  const first = (await ref.get()).data();
  if (!first || !(await mayUse(db, by, first, now))) return { kind: 'not-found' };
  if (creditRefusal({ status: first.status, expiresAt: first.expiresAt.toDate() }, start ?? new Date(now.getTime() + 1), now))
    return { kind: 'not-usable' };
  const refs = mentors.filter((t) => t.courses.includes(first.course)).map((t) => mentorTimesRef(db, t.id));
  const leave = await leaveOf(
    db,
    refs.map((r) => r.id),
  );
  const ctx = await contextOf(db, first, now);

  if (!start) {
    const targets = timesFor(first, ctx, refs.length ? await db.getAll(...refs) : [], leave, now);
    if (!targets.length) return { kind: 'no-hours' };
    return { kind: 'hours', minutes: ctx.minutes, expiresAt: first.expiresAt.toDate().toISOString(), times: offered(targets) };
  }

  return db.runTransaction(async (tx): Promise<RedeemOutcome> => {
    const credit = (await tx.get(ref)).data();
    if (!credit || creditRefusal({ status: credit.status, expiresAt: credit.expiresAt.toDate() }, start, now))
      return { kind: 'not-usable' };
    const docs = refs.length ? await tx.getAll(...refs) : [];
    const targets = timesFor(credit, ctx, docs, leave, now);
    const target = targets.find((t) => t.start.getTime() === start.getTime());
    if (!target) return { kind: 'taken', times: offered(targets) };
    const key = occurrenceOf(target.date, weeklyTimeAt(target.start).start).id;
    const classId = `${credit.enrollmentId}_${key}`;
    // A class of the child already stored under that id (e.g. one it cancelled) keeps its id.
    if ((await tx.get(classRef(db, classId))).exists)
      return { kind: 'taken', times: offered(targets.filter((t) => t !== target)) };

    tx.set(mentorTimesRef(db, target.mentorId), { movedIn: { [key]: { minutes: ctx.minutes, classId } } }, { merge: true });
    tx.create(classRef(db, classId), {
      enrollmentId: credit.enrollmentId,
      familyUid: credit.familyUid,
      ...(credit.childId ? { childId: credit.childId } : {}),
      childFirstName: credit.childFirstName,
      course: credit.course,
      mentorId: target.mentorId,
      joinLink: joinLinkOf(target.mentorId),
      start: Timestamp.fromDate(target.start),
      minutes: ctx.minutes,
      status: 'scheduled',
      createdAt: Timestamp.fromDate(now),
      // Its hour is held by the moved-in mark, given back as a moved class's is (classes/store.ts).
      moved: true,
      makeUpOf: ref.id,
    });
    tx.update(ref, { status: 'used', usedClassId: classId, usedAt: Timestamp.fromDate(now) });
    return { kind: 'booked', classId, start: target.start.toISOString(), mentor: mentorName(target.mentorId) };
  }, RACE_OPTIONS);
}
