// The mentors' leave as free times, moves and covers read it: mentorLeave/{id} documents.
import type { Firestore } from 'firebase-admin/firestore';
import type { Leave } from '../../../src/domain/classes/leave';
import type { StoredMentorLeave } from '../../../src/domain/stored/mentor-leave';
import { typedConverter } from '../platform/stored';

const leaveConverter = typedConverter<StoredMentorLeave>();
/** mentorLeave/, read as stored leave. */
export const mentorLeaveOf = (db: Firestore) => db.collection('mentorLeave').withConverter(leaveConverter);

/** The leave of `mentorIds` (at most 30, as one query takes), past and coming. */
export async function leaveOf(db: Firestore, mentorIds: string[]): Promise<Leave[]> {
  if (mentorIds.length === 0) return [];
  const snap = await mentorLeaveOf(db).where('mentorId', 'in', mentorIds.slice(0, 30)).get();
  return snap.docs.map((d) => {
    const { mentorId, from, to } = d.data();
    return { mentorId, from, to };
  });
}
