// A choice's one transaction: the picked mentors' hours, the enrollment and its classes.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { isTaken, type Leave } from '../../../src/domain/classes/free-times';
import type { ClassMessages } from '../../../src/domain/classes/messages';
import type { WeeklyTime } from '../../../src/domain/classes/occurrences';
import { nairobiDate } from '../../../src/domain/slots';
import type { Caller } from '../owners/owner';
import { busyOf, contextOf, freeTimes, isOffered, loadsOf, offered, requestProblem, type ChooseOutcome } from './choosing';
import { mentorTimesRef, timeKey, writeClasses, type HeldTime } from './store';
import type { HourClaim } from './hour-claim';

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
  seen: { glance: DocumentSnapshot[]; leave: Leave[]; now: Date; m: ClassMessages },
): Promise<ChooseOutcome> {
  const { glance, leave, now, m } = seen;
  const enrollmentRef = db.collection('enrollments').doc(request.enrollmentId);
  const mine = [...new Set(picked.map((p) => p.mentorId))];
  return db.runTransaction(async (tx): Promise<ChooseOutcome> => {
    const [snap, ...docs] = await tx.getAll(enrollmentRef, ...mine.map((id) => mentorTimesRef(db, id)));
    const ctx = contextOf(snap!, caller, request.course, m);
    if ('kind' in ctx) return ctx;
    const problem = requestProblem(ctx, request.times, m);
    if (problem) return problem;
    // The picked mentors as they are now; the others as the first look saw them.
    const busy = busyOf([...glance.filter((d) => !mine.includes(d.id)), ...docs]);
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
          held: { [timeKey(c)]: { minutes: c.minutes, enrollmentId: enrollmentRef.id } },
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
      ...(typeof e.childId === 'string' ? { childId: e.childId } : {}),
      studentName: String(e.studentName ?? ''),
      course: ctx.course,
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
    return { kind: 'chosen', chosen: picked, classes: count, noClass };
  }, RACE_OPTIONS);
}
