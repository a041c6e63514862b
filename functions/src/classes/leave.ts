// Mentor leave from the staff console (staffAction `blockMentorDays` and `endMentorLeave`):
// mentorLeave/{id} names the mentor, the Nairobi dates (inclusive), the reason, who entered
// it and when, which is the audit. Free times take it in at once (choose.ts reads
// mentorLeave on every call), and classes written later skip those days (store.ts). Classes
// already on those days are kept and answered back as needing cover, so staff find another
// mentor or tell the families.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { needingCover, type Leave, type LeaveInput } from '../../../src/domain/classes/leave';
import { occurrenceOf } from '../../../src/domain/classes/occurrences';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import type { ClassCore } from '../../../src/domain/classes/class-answer';
import type { ClassFields } from '../../../src/domain/stored/classes';
import { classesOf } from './store';

/** The leave of `mentorIds` (at most 30, as one query takes), past and coming. */
export async function leaveOf(db: Firestore, mentorIds: string[]): Promise<Leave[]> {
  if (mentorIds.length === 0) return [];
  const snap = await db.collection('mentorLeave').where('mentorId', 'in', mentorIds.slice(0, 30)).get();
  return snap.docs.map((d) => ({ mentorId: String(d.get('mentorId')), from: String(d.get('from')), to: String(d.get('to')) }));
}

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

export async function blockMentorDays(
  db: Firestore,
  leave: LeaveInput,
  by: string,
): Promise<{ leaveId: string; cover: CoverClass[] }> {
  const ref = db.collection('mentorLeave').doc();
  await ref.create({ ...leave, by, at: FieldValue.serverTimestamp() });
  return { leaveId: ref.id, cover: await classesOnLeave(db, leave) };
}

/** Removes a leave entered by mistake; false when it does not exist. */
export async function endMentorLeave(db: Firestore, leaveId: string): Promise<boolean> {
  const ref = db.collection('mentorLeave').doc(leaveId);
  return db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });
}
