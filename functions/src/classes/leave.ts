// Mentor leave from the staff console (staffAction `blockMentorDays` and `endMentorLeave`):
// mentorLeave/{id} names the mentor, the Nairobi dates (inclusive), the reason, who entered
// it and when, which is the audit. Free times take it in at once (choose.ts reads
// mentorLeave on every call), and classes written later skip those days (store.ts). Each
// class still to come on those days is covered by another mentor or cancelled by the school
// (cover.ts), and the family told; staff are answered with both lists.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { needingCover, type LeaveInput } from '../../../src/domain/classes/leave';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import type { ClassCore } from '../../../src/domain/classes/class-answer';
import type { ClassFields } from '../../../src/domain/stored/classes';
import { classesOf } from './store';
import { coverClass } from './cover';
import { mentorLeaveOf } from './leave-of';

export { leaveOf } from './leave-of';

/** A class on a day of leave, as staff are told of it. */
export type CoverClass = Pick<ClassCore, 'id' | 'childFirstName' | 'start'> & Pick<ClassFields, 'course'>;

/** The classes of `mentorId` starting on Nairobi dates `from` to `to` that are still to be given. */
async function classesOnLeave(db: Firestore, leave: LeaveInput): Promise<CoverClass[]> {
  const snap = await classesOf(db)
    .where('mentorId', '==', leave.mentorId)
    .where('start', '>=', Timestamp.fromDate(occurrenceOf(leave.from, 0).start))
    .where('start', '<', Timestamp.fromDate(occurrenceOf(addDays(leave.to, 1), 0).start))
    .get();
  const rows = snap.docs.map((d) => {
    const c = d.data();
    const start = c.start.toDate();
    return {
      id: d.id,
      mentorId: leave.mentorId,
      date: nairobiDate(start),
      status: c.status,
      childFirstName: c.childFirstName ?? '',
      course: c.course ?? '',
      start: start.toISOString(),
    };
  });
  return needingCover(rows, [leave])
    .map(({ id, childFirstName, course, start }) => ({ id, childFirstName, course, start }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** A class on the leave's days, after: covered by `coveredBy`, or cancelled by the school. */
export type LeftClass = CoverClass & { coveredBy?: string };

export async function blockMentorDays(
  db: Firestore,
  leave: LeaveInput,
  by: string,
  now: Date,
): Promise<{ leaveId: string; covered: LeftClass[]; cancelled: LeftClass[] }> {
  const ref = mentorLeaveOf(db).doc();
  await ref.create({ ...leave, by, at: FieldValue.serverTimestamp() });
  const covered: LeftClass[] = [];
  const cancelled: LeftClass[] = [];
  // One class at a time: two on one hour contend for the same cover anyway.
  for (const c of await classesOnLeave(db, leave)) {
    const outcome = await coverClass(db, c.id, leave.mentorId, 'leave', now);
    if (outcome.kind === 'covered') covered.push({ ...c, coveredBy: outcome.mentorId });
    else if (outcome.kind === 'cancelled') cancelled.push(c);
  }
  return { leaveId: ref.id, covered, cancelled };
}

/** Removes a leave entered by mistake; false when it does not exist. */
export async function endMentorLeave(db: Firestore, leaveId: string): Promise<boolean> {
  const ref = mentorLeaveOf(db).doc(leaveId);
  return db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });
}
