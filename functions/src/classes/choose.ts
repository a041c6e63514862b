// Listing and choosing a child's weekly class times (POST /api/classes, free and choose).
// A choice claims each picked mentor's hour (hour-claim.ts), then stores it in one
// transaction over those mentors' mentorTimes documents (store-choice.ts): of parents racing
// for one mentor's hour exactly one stores it, and the others are told at once the hour is
// gone, with the times still free.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isTaken, sameDayProblem, type FreeTime, type Leave, type TakenTime } from '../../../src/domain/classes/free-times';
import { chooseMentorNeverAway } from '../../../src/domain/classes/mentor-choice';
import { words as classMessages, type ClassMessages } from '../../../src/i18n/en/classes';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import type { Caller } from '../owners/owner';
import {
  busyOf,
  contextOf,
  courseMentorIds,
  freeTimes,
  fullTimes,
  isOffered,
  loadsOf,
  offered,
  preferredOf,
  requestProblem,
  withoutHold,
  isHeldTime,
  type Busy,
  type ChooseOutcome,
  type Context,
  type HeldOffer,
} from './choosing';
import { claimHour, claimRef, releaseHours, type HourClaim } from './hour-claim';
import { waitedHours } from './hour-wait-stored';
import { leaveOf } from './leave';
import { mentors } from '../platform/content';
import { storeChoice } from './store-choice';
import { classTimesOf, mentorTimesRef, type HeldTime } from './store';
import { enrollmentsOf } from '../platform/stored';

export type { ChooseOutcome, OfferedTime } from './choosing';

export async function listFreeTimes(
  db: Firestore,
  caller: Caller,
  enrollmentId: string,
  course: string | undefined,
  now: Date,
  m: ClassMessages = classMessages,
): Promise<ChooseOutcome> {
  const ctx = contextOf(await enrollmentsOf(db).doc(enrollmentId).get(), caller, course, m);
  if ('kind' in ctx) return ctx;
  const ids = courseMentorIds(ctx.course);
  const docs = ids.length ? await db.getAll(...ids.map((id) => mentorTimesRef(db, id))) : [];
  const free = freeTimes(ctx, busyOf(docs), await leaveOf(db, ids), now, await waitedHours(db, ctx.course, now));
  return {
    kind: 'free',
    needed: ctx.needed,
    minutes: ctx.minutes,
    course: ctx.course,
    times: offered(free),
    chosen: classTimesOf(ctx.enrollment.data()),
    full: fullTimes(ctx, free, now),
  };
}

type Picked = { chosen: HeldTime[]; claims: HourClaim[] } | { lost: TakenTime[]; claims: HourClaim[] };

/**
 * A mentor for each time, each hour claimed (hour-claim.ts): the preferred or least loaded
 * free mentor, else the next when another parent's choice holds that mentor's hour. `lost`
 * names the mentors' hours others hold when a time has no mentor left.
 */
async function pickMentors(db: Firestore, ctx: Context, times: readonly WeeklyTime[], seen: Seen): Promise<Picked> {
  const taken = [...seen.busy.taken];
  const loads = loadsOf(seen.glance);
  const preferred = preferredOf(ctx.enrollment.data());
  const picked = { chosen: [] as HeldTime[], claims: [] as HourClaim[] };
  for (const t of times) {
    // The hour the waiting list holds for this choice is its mentor's already: no claim to race for.
    if (isHeldTime(seen.hold, t)) {
      picked.chosen.push({ ...t, minutes: ctx.minutes, mentorId: seen.hold!.mentorId });
      taken.push({ ...t, mentorId: seen.hold!.mentorId, minutes: ctx.minutes });
      continue;
    }
    const offer = isOffered(seen.free, t)!;
    let candidates = offer.mentorIds.filter((id) => !isTaken(taken, id, t, ctx.minutes));
    const held: TakenTime[] = [];
    for (;;) {
      const mentorId = chooseMentorNeverAway(candidates, offer.neverAway, loads, preferred);
      if (!mentorId) return { lost: held, claims: picked.claims };
      // An offer's taps take no claims: they would answer each other "taken" where the
      // transaction (on this enrollment, the hold and these mentors) lets one store and tells the rest.
      const claim = seen.hold ? 'unclaimed' : await claimHour(db, mentorId, t, seen.claims.get(claimRef(db, mentorId, t).id));
      if (claim) {
        if (claim !== 'unclaimed') picked.claims.push(claim);
        picked.chosen.push({ ...t, minutes: ctx.minutes, mentorId });
        taken.push({ ...t, mentorId, minutes: ctx.minutes });
        break;
      }
      held.push({ ...t, mentorId, minutes: ctx.minutes });
      candidates = candidates.filter((id) => id !== mentorId);
    }
  }
  return picked;
}

interface Seen {
  /** The course's mentorTimes documents. */
  glance: DocumentSnapshot[];
  busy: Busy;
  free: FreeTime[];
  leave: Leave[];
  /** The hour claims of every mentor at the asked times, by id. */
  claims: Map<string, DocumentSnapshot>;
  hold?: HeldOffer;
}

export async function chooseTimes(
  db: Firestore,
  caller: Caller,
  request: { enrollmentId: string; course?: string; times: WeeklyTime[] },
  now: Date,
  m: ClassMessages = classMessages,
  hold?: HeldOffer,
): Promise<ChooseOutcome> {
  const enrollmentRef = enrollmentsOf(db).doc(request.enrollmentId);
  // One round of reads, so a parent whose hour another choice has already claimed hears so
  // after it. Every mentor's hours and claims are read: the course is known only from the
  // enrollment read beside them.
  const everyone = mentors.map((t) => t.id);
  const claimRefs = request.times.flatMap((t) => everyone.map((id) => claimRef(db, id, t)));
  const [snap, leave, read] = await Promise.all([
    enrollmentRef.get(),
    leaveOf(db, everyone),
    db.getAll(...everyone.map((id) => mentorTimesRef(db, id)), ...claimRefs),
  ]);
  const first = contextOf(snap, caller, request.course, m);
  if ('kind' in first) return first;
  const problem = requestProblem(first, request.times, m);
  if (problem) return problem;
  const teaching = courseMentorIds(first.course);
  const glance = read.slice(0, everyone.length).filter((d) => teaching.includes(d.id));
  const busy = withoutHold(busyOf(glance), hold);
  // The held hour is this choice's, whoever waits behind it.
  const waited = (await waitedHours(db, first.course, now)).filter((w) => !isHeldTime(hold, w));
  const free = freeTimes(first, busy, leave, now, waited);
  if (request.times.some((t) => !isOffered(free, t))) return { kind: 'taken', times: offered(free) };
  if (sameDayProblem(request.times, free)) return { kind: 'refused', http: 400, field: 'times', message: m.sameDay };

  const claims = new Map(read.slice(everyone.length).map((d) => [d.id, d]));
  const picked = await pickMentors(db, first, request.times, { glance, busy, free, leave, claims, hold });
  let outcome: ChooseOutcome | undefined;
  try {
    // Another parent's choice is taking the hour: "taken" at once, without that mentor's hour.
    if ('lost' in picked)
      return {
        kind: 'taken',
        times: offered(freeTimes(first, { ...busy, taken: [...busy.taken, ...picked.lost] }, leave, now, waited)),
      };
    outcome = await storeChoice(db, caller, request, picked.chosen, picked.claims, { glance, leave, now, m, hold });
    return outcome;
  } finally {
    // A stored choice removed its claims as it committed (store-choice.ts).
    if (outcome?.kind !== 'chosen') await releaseHours(picked.claims);
  }
}
