// Listing and choosing a child's weekly class times (POST /api/classes, free and choose).
// Choosing runs in one transaction over the mentorTimes documents of the course's mentors:
// of parents racing for one mentor's hour exactly one stores it, and the others are told
// the hour is gone with the times still free.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  freeWeeklyTimes,
  isTaken,
  sameDayProblem,
  type FreeTime,
  type Leave,
  type DatedHour,
  type TakenTime,
} from '../../../src/domain/classes/free-times';
import { chooseMentorNeverAway } from '../../../src/domain/classes/mentor-choice';
import { classMessages, type ClassMessages } from '../../../src/domain/classes/messages';
import { classMinutes } from '../../../src/domain/classes/plan-rules';
import { clock } from '../../../src/domain/classes/hours';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import { CLASSES_OPEN } from '../../../src/domain/classes/week';
import { nairobiDate } from '../../../src/domain/slots';
import { courses, mentors, plans } from '../platform/content';
import { isCallersRecord, type Caller } from '../owners/owner';
import { classTimesOf, datedHours, heldTimes, mentorTimesRef, timeKey, writeClasses, type HeldTime, type NoClass } from './store';
import { leaveOf } from './leave';

/** A free time as the dashboard offers it: Nairobi weekday and HH:MM, and how many mentors are free. */
export interface OfferedTime {
  weekday: number;
  time: string;
  mentors: number;
}

export type ChooseOutcome =
  | { kind: 'refused'; http: 400 | 404 | 409; message: string; field?: string }
  | { kind: 'free'; needed: number; minutes: number; course: string; times: OfferedTime[]; chosen: HeldTime[] }
  | { kind: 'taken'; times: OfferedTime[] }
  | { kind: 'chosen'; chosen: HeldTime[]; classes: number; noClass: NoClass[] };

/** Parents racing for one hour contend on its mentors' documents; each retries until it sees the hour gone. */
const RACE_OPTIONS = { maxAttempts: 30 };

const offered = (free: readonly FreeTime[]): OfferedTime[] =>
  free.map((f) => ({ weekday: f.weekday, time: clock(f.start), mentors: f.mentorIds.length }));

interface Context {
  enrollment: DocumentSnapshot;
  course: string;
  needed: number;
  minutes: number;
}

/** The enrollment, its plan and course, when the caller may choose its times; or why not. */
function contextOf(
  snap: DocumentSnapshot,
  caller: Caller,
  courseAsked: string | undefined,
  m: ClassMessages,
): Context | Extract<ChooseOutcome, { kind: 'refused' }> {
  const e = snap.data();
  if (!e || !isCallersRecord(caller, e)) return { kind: 'refused', http: 404, message: m.notFound };
  if (!CLASSES_OPEN.includes(String(e.status))) return { kind: 'refused', http: 409, message: m.notActive };
  const plan = plans.find((p) => p.id === e.plan);
  const minutes = plan ? classMinutes(plan.features) : null;
  if (!plan || minutes === null) return { kind: 'refused', http: 409, message: m.notActive };
  // An enrollment made from a recommendation knows its course; one paid on /pay is told it once.
  const course = typeof e.course === 'string' ? e.course : courseAsked;
  if (!course || !courses.some((c) => c.id === course))
    return { kind: 'refused', http: 400, field: 'course', message: m.noCourse };
  return { enrollment: snap, course, needed: plan.classes, minutes };
}

/** What the course's mentorTimes documents hold: weekly times and classes moved in for one date. */
function busyOf(docs: readonly DocumentSnapshot[]): Busy {
  return {
    taken: docs.flatMap((d) => heldTimes(d.id, d.data())),
    movedIn: docs.flatMap((d) => datedHours(d.id, d.data(), 'movedIn')),
  };
}

interface Busy {
  taken: TakenTime[];
  movedIn: DatedHour[];
}

// A weekly time is offered only with mentors free on every date it falls on: a parent expects
// the same hour with the same mentor each week, so an hour a moved-in class holds on one date
// is not theirs until that class is past (other mentors free then still are). Leave is read
// up to paidUntil: a mentor on leave on a later date is chosen only when none free then is
// on leave on none, and that date gets no class (store.ts).
function freeTimes(ctx: Context, { taken, movedIn }: Busy, leave: Leave[], now: Date): FreeTime[] {
  const teaching = mentors.filter((t) => t.courses.includes(ctx.course));
  return freeWeeklyTimes({
    mentors: teaching,
    courseId: ctx.course,
    minutes: ctx.minutes,
    taken,
    movedIn,
    leave,
    firstDate: nairobiDate(now),
    untilDate: String(ctx.enrollment.get('paidUntil') ?? ''),
  });
}

const courseMentorIds = (course: string) => mentors.filter((t) => t.courses.includes(course)).map((t) => t.id);

export async function listFreeTimes(
  db: Firestore,
  caller: Caller,
  enrollmentId: string,
  course: string | undefined,
  now: Date,
  m: ClassMessages = classMessages,
): Promise<ChooseOutcome> {
  const ctx = contextOf(await db.collection('enrollments').doc(enrollmentId).get(), caller, course, m);
  if ('kind' in ctx) return ctx;
  const ids = courseMentorIds(ctx.course);
  const docs = ids.length ? await db.getAll(...ids.map((id) => mentorTimesRef(db, id))) : [];
  const free = freeTimes(ctx, busyOf(docs), await leaveOf(db, ids), now);
  return {
    kind: 'free',
    needed: ctx.needed,
    minutes: ctx.minutes,
    course: ctx.course,
    times: offered(free),
    chosen: classTimesOf(ctx.enrollment.data()),
  };
}

const isOffered = (free: readonly FreeTime[], t: WeeklyTime) => free.find((f) => f.weekday === t.weekday && f.start === t.start);

export async function chooseTimes(
  db: Firestore,
  caller: Caller,
  request: { enrollmentId: string; course?: string; times: WeeklyTime[] },
  now: Date,
  m: ClassMessages = classMessages,
): Promise<ChooseOutcome> {
  const enrollmentRef = db.collection('enrollments').doc(request.enrollmentId);
  const first = contextOf(await enrollmentRef.get(), caller, request.course, m);
  if ('kind' in first) return first;
  const ids = courseMentorIds(first.course);
  const refs = ids.map((id) => mentorTimesRef(db, id));
  const leave = await leaveOf(db, ids);

  return db.runTransaction(async (tx): Promise<ChooseOutcome> => {
    // Many parents racing for one hour make most attempts retry. Once a plain read shows a
    // chosen time gone, the answer is "taken" at once, without waiting for the documents again.
    const glance = refs.length ? await db.getAll(...refs) : [];
    const glanceFree = freeTimes(first, busyOf(glance), leave, now);
    if (request.times.some((t) => !isOffered(glanceFree, t))) return { kind: 'taken', times: offered(glanceFree) };
    const ctx = contextOf(await tx.get(enrollmentRef), caller, request.course, m);
    if ('kind' in ctx) return ctx;
    const e = ctx.enrollment.data()!;
    if (classTimesOf(e).length > 0) return { kind: 'refused', http: 409, message: m.alreadyChosen };
    if (request.times.length !== ctx.needed)
      return { kind: 'refused', http: 400, field: 'times', message: m.wrongCount(ctx.needed) };
    const docs = refs.length ? await tx.getAll(...refs) : [];
    const busy = busyOf(docs);
    const taken = busy.taken;
    const free = freeTimes(ctx, busy, leave, now);
    if (request.times.some((t) => !isOffered(free, t))) return { kind: 'taken', times: offered(free) };
    if (sameDayProblem(request.times, free)) return { kind: 'refused', http: 400, field: 'times', message: m.sameDay };

    const loads = docs.map((d) => ({
      id: d.id,
      load: Number(d.get('load') ?? 0),
      lastAssigned: Number(d.get('lastAssigned') ?? 0),
    }));
    // The same mentor stays across renewals; the trial's mentor, when staff recorded one, comes next.
    const preferred = typeof e.mentorId === 'string' ? e.mentorId : typeof e.trialMentorId === 'string' ? e.trialMentorId : null;
    const chosen: HeldTime[] = [];
    for (const t of request.times) {
      const offer = isOffered(free, t)!;
      const freeNow = offer.mentorIds.filter((id) => !isTaken(taken, id, t, ctx.minutes));
      const mentorId = chooseMentorNeverAway(freeNow, offer.neverAway, loads, preferred);
      if (!mentorId) return { kind: 'taken', times: offered(free) };
      chosen.push({ ...t, minutes: ctx.minutes, mentorId });
      taken.push({ ...t, mentorId, minutes: ctx.minutes });
      const load = loads.find((l) => l.id === mentorId)!;
      load.load += 1;
      load.lastAssigned = now.getTime();
    }
    for (const c of chosen) {
      const load = loads.find((l) => l.id === c.mentorId)!;
      tx.set(
        mentorTimesRef(db, c.mentorId),
        {
          held: { [timeKey(c)]: { minutes: c.minutes, enrollmentId: enrollmentRef.id } },
          load: load.load,
          lastAssigned: load.lastAssigned,
        },
        { merge: true },
      );
    }
    const owner = {
      enrollmentId: enrollmentRef.id,
      familyUid: String(e.familyUid),
      ...(typeof e.childId === 'string' ? { childId: e.childId } : {}),
      studentName: String(e.studentName ?? ''),
      course: ctx.course,
    };
    const span = { from: nairobiDate(now), until: String(e.paidUntil), notBefore: now };
    const { count, noClass } = writeClasses(tx, db, owner, chosen, span, leave);
    tx.update(enrollmentRef, {
      classTimes: chosen,
      mentorId: chosen[0]!.mentorId,
      course: ctx.course,
      classesUntil: String(e.paidUntil),
      ...(noClass.length ? { noClassOn: FieldValue.arrayUnion(...noClass) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { kind: 'chosen', chosen, classes: count, noClass };
  }, RACE_OPTIONS);
}
