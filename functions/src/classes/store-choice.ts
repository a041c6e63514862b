// A choice's one transaction: the picked mentors' hours, the enrollment and its classes.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { isTaken, type Leave } from '../../../src/domain/classes/free-times';
import type { ClassMessages } from '../../../src/i18n/en/classes';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import { nairobiDate } from '../../../src/domain/slots';
import type { Caller } from '../owners/owner';
import {
  busyOf,
  contextOf,
  freeTimes,
  isHeldTime,
  isOffered,
  loadsOf,
  offered,
  requestProblem,
  withoutHold,
  type ChooseOutcome,
  type HeldOffer,
} from './choosing';
import { holdsFor, hourEntryRef, queuedHourOf } from './hour-wait-stored';
import { holdVerdict } from '../../../src/domain/waitlist/queue';
import { countryOfEnrollment, mentorTimesRef, timeKey, writeClasses, type HeldTime } from './store';
import type { HourClaim } from './hour-claim';
import { enrollmentsOf } from '../platform/stored';

const countryField = (e: Record<string, unknown>) => {
  const country = countryOfEnrollment(e);
  return country ? { country } : {};
};

/** Choices of overlapping hours of one mentor, or a move into them, still contend on its document. */
const RACE_OPTIONS = { maxAttempts: 30 };

/**
 * Stores the picked mentors' hours and the classes in one transaction over the enrollment
 * and those mentors' mentorTimes documents only, so choices of other mentors' hours never
 * wait on it; it still refuses an hour taken meanwhile by a choice or a move. A stored
 * choice removes its hour claims in the same commit.
 */
export function storeChoice(
  db: Firestore,
  caller: Caller,
  request: { enrollmentId: string; course?: string; times: WeeklyTime[] },
  picked: HeldTime[],
  claims: readonly HourClaim[],
  seen: { glance: DocumentSnapshot[]; leave: Leave[]; now: Date; m: ClassMessages; hold?: HeldOffer },
): Promise<ChooseOutcome> {
  const { glance, leave, now, m, hold } = seen;
  const enrollmentRef = enrollmentsOf(db).doc(request.enrollmentId);
  const mine = [...new Set(picked.map((p) => p.mentorId))];
  return db.runTransaction(async (tx): Promise<ChooseOutcome> => {
    const [snap, docs] = await Promise.all([
      tx.get(enrollmentRef),
      mine.length ? tx.getAll(...mine.map((id) => mentorTimesRef(db, id))) : [],
    ]);
    const entry = hold ? (await tx.get(hourEntryRef(db, hold.entryId))).data() : undefined;
    const ctx = contextOf(snap, caller, request.course, m);
    if ('kind' in ctx) return ctx;
    const problem = requestProblem(ctx, request.times, m);
    if (problem) return problem;
    // The picked mentors as they are now; the others as the first look saw them.
    const seenNow = busyOf([...glance.filter((d) => !mine.includes(d.id)), ...docs]);
    if (hold) {
      // The hold must still be this entry's and running: a tap after it ended is late.
      const held = docs.find((d) => d.id === hold.mentorId)?.data();
      if (!entry || holdVerdict(queuedHourOf(hold.entryId, entry), now) !== 'take' || !holdsFor(held, hold.time, hold.entryId))
        return { kind: 'late', times: offered(freeTimes(ctx, seenNow, leave, now)) };
    }
    const busy = withoutHold(seenNow, hold);
    const free = freeTimes(ctx, busy, leave, now);
    const taken = busy.taken;
    for (const p of picked) {
      if (!isOffered(free, p)?.mentorIds.includes(p.mentorId) || isTaken(taken, p.mentorId, p, ctx.minutes))
        return { kind: 'taken', times: offered(free) };
      taken.push({ ...p, minutes: ctx.minutes });
    }
    const loads = loadsOf(docs);
    for (const c of picked) {
      const load = loads.find((l) => l.id === c.mentorId)!;
      load.load += 1;
      load.lastAssigned = now.getTime();
      tx.set(
        mentorTimesRef(db, c.mentorId),
        {
          held: {
            [timeKey(c)]: {
              minutes: c.minutes,
              enrollmentId: enrollmentRef.id,
              // The waiting list's hold becomes this child's hour.
              ...(isHeldTime(hold, c) ? { hold: FieldValue.delete(), holdUntil: FieldValue.delete() } : {}),
            },
          },
          load: load.load,
          lastAssigned: load.lastAssigned,
        },
        { merge: true },
      );
    }
    const e = ctx.enrollment.data()!;
    const owner = {
      enrollmentId: enrollmentRef.id,
      familyUid: String(e.familyUid),
      ...(e.childId ? { childId: e.childId } : {}),
      studentName: e.studentName ?? '',
      course: ctx.course,
      ...countryField(e),
    };
    const span = { from: nairobiDate(now), until: String(e.paidUntil), notBefore: now };
    const { count, noClass } = writeClasses(tx, db, owner, picked, span, leave);
    tx.update(enrollmentRef, {
      classTimes: picked,
      mentorId: picked[0]!.mentorId,
      course: ctx.course,
      classesUntil: String(e.paidUntil),
      ...(noClass.length ? { noClassOn: FieldValue.arrayUnion(...noClass) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // The claims go with the hours they guarded: no write more once the choice is stored.
    for (const c of claims) tx.delete(c.ref);
    if (hold)
      tx.update(hourEntryRef(db, hold.entryId), {
        status: 'claimed',
        holdUntil: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    return { kind: 'chosen', chosen: picked, classes: count, noClass };
  }, RACE_OPTIONS);
}
