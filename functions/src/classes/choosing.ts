// What listing and choosing weekly times share (choose.ts, store-choice.ts, move.ts): the
// enrollment's context, the mentors' busy hours as mentorTimes holds them, and the free times.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  freeWeeklyTimes,
  type FreeTime,
  type Leave,
  type DatedHour,
  type TakenTime,
} from '../../../src/domain/classes/free-times';
import type { ClassMessages } from '../../../src/i18n/en/classes';
import { fullWeeklyTimes } from '../../../src/domain/waitlist/hours';
import { classMinutes } from '../../../src/domain/classes/plan-rules';
import { clock } from '../../../src/domain/classes/hours';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import type { StoredEnrollment } from '../../../src/domain/stored/enrollments';
import { CLASSES_OPEN } from '../../../src/domain/classes/week';
import { nairobiDate } from '../../../src/domain/slots';
import { courses, mentors, plans } from '../platform/content';
import { isCallersRecord, type Caller } from '../owners/owner';
import { classTimesOf, datedHours, heldTimes, type HeldTime, type NoClass } from './store';

/** A free time as the dashboard offers it: Nairobi weekday and HH:MM, and how many mentors are free. */
export interface OfferedTime {
  weekday: number;
  time: string;
  mentors: number;
}

export type ChooseOutcome =
  | { kind: 'refused'; http: 400 | 404 | 409; message: string; field?: string }
  | {
      kind: 'free';
      needed: number;
      minutes: number;
      course: string;
      times: OfferedTime[];
      chosen: HeldTime[];
      /** The course's hours no mentor is free for: a family may wait for one. */
      full: { weekday: number; time: string }[];
    }
  | { kind: 'taken'; times: OfferedTime[] }
  /** A held hour's choice after its hold ended (hour-wait-accept.ts): the times free now. */
  | { kind: 'late'; times: OfferedTime[] }
  | { kind: 'chosen'; chosen: HeldTime[]; classes: number; noClass: NoClass[] };

/** An hour the waiting list holds for this choice (mentorTimes `held`, marked with the entry). */
export interface HeldOffer {
  entryId: string;
  mentorId: string;
  time: WeeklyTime;
}

export const isHeldTime = (hold: HeldOffer | undefined, t: WeeklyTime) =>
  hold !== undefined && hold.time.weekday === t.weekday && hold.time.start === t.start;

/** The busy hours without the one held for this choice, which is free to it. */
export function withoutHold(busy: Busy, hold: HeldOffer | undefined): Busy {
  if (!hold) return busy;
  return { ...busy, taken: busy.taken.filter((b) => !(b.mentorId === hold.mentorId && isHeldTime(hold, b))) };
}

export const offered = (free: readonly FreeTime[]): OfferedTime[] =>
  free.map((f) => ({ weekday: f.weekday, time: clock(f.start), mentors: f.mentorIds.length }));

export interface Context {
  enrollment: DocumentSnapshot<StoredEnrollment>;
  course: string;
  needed: number;
  minutes: number;
}

/** The enrollment, its plan and course, when the caller may choose its times; or why not. */
export function contextOf(
  snap: DocumentSnapshot<StoredEnrollment>,
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
  const course = e.course ?? courseAsked;
  if (!course || !courses.some((c) => c.id === course))
    return { kind: 'refused', http: 400, field: 'course', message: m.noCourse };
  return { enrollment: snap, course, needed: plan.classes, minutes };
}

/** What the course's mentorTimes documents hold: weekly times and classes moved in for one date. */
export function busyOf(docs: readonly DocumentSnapshot[]): Busy {
  return {
    taken: docs.flatMap((d) => heldTimes(d.id, d.data())),
    movedIn: docs.flatMap((d) => datedHours(d.id, d.data(), 'movedIn')),
  };
}

export interface Busy {
  taken: TakenTime[];
  movedIn: DatedHour[];
}

// A weekly time is offered only with mentors free on every date it falls on: a parent expects
// the same hour with the same mentor each week, so an hour a moved-in class holds on one date
// is not theirs until that class is past (other mentors free then still are). Leave is read
// up to paidUntil: a mentor on leave on a later date is chosen only when none free then is
// on leave on none, and that date gets no class (store.ts).
// `waited`: hours families wait for (hour-wait-stored.ts waitedHours), which go to the first in
// line when they free (hour-wait-offer.ts), not to whoever looks first.
export function freeTimes(
  ctx: Context,
  { taken, movedIn }: Busy,
  leave: Leave[],
  now: Date,
  waited: WeeklyTime[] = [],
): FreeTime[] {
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
  }).filter((f) => !waited.some((w) => w.weekday === f.weekday && w.start === f.start));
}

/** The course's hours no mentor is free for now (src/domain/waitlist/hours.ts), as the picker shows them. */
export function fullTimes(ctx: Context, free: readonly FreeTime[], now: Date): { weekday: number; time: string }[] {
  const teaching = mentors.filter((t) => t.courses.includes(ctx.course));
  const query = {
    mentors: teaching,
    courseId: ctx.course,
    minutes: ctx.minutes,
    taken: [],
    leave: [],
    firstDate: nairobiDate(now),
  };
  return fullWeeklyTimes(query, free).map((t) => ({ weekday: t.weekday, time: clock(t.start) }));
}

export const courseMentorIds = (course: string) => mentors.filter((t) => t.courses.includes(course)).map((t) => t.id);

export const isOffered = (free: readonly FreeTime[], t: WeeklyTime) =>
  free.find((f) => f.weekday === t.weekday && f.start === t.start);

/** Why these times cannot be this enrollment's, before any mentor is looked at; or null. */
export function requestProblem(ctx: Context, times: readonly WeeklyTime[], m: ClassMessages): ChooseOutcome | null {
  if (classTimesOf(ctx.enrollment.data()).length > 0) return { kind: 'refused', http: 409, message: m.alreadyChosen };
  if (times.length !== ctx.needed) return { kind: 'refused', http: 400, field: 'times', message: m.wrongCount(ctx.needed) };
  return null;
}

export const loadsOf = (docs: readonly DocumentSnapshot[]) =>
  docs.map((d) => ({ id: d.id, load: Number(d.get('load') ?? 0), lastAssigned: Number(d.get('lastAssigned') ?? 0) }));

// The same mentor stays across renewals; the trial's mentor, as staff recorded it, comes next.
export const preferredOf = (e: StoredEnrollment | undefined) => e?.mentorId ?? e?.trialMentorId ?? null;
