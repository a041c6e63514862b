// The mentors' leave as free times, moves and covers read it: mentorLeave/{id} documents.
import type { Firestore } from 'firebase-admin/firestore';
import type { Leave } from '../../../src/domain/classes/leave';

/** The leave of `mentorIds` (at most 30, as one query takes), past and coming. */
export async function leaveOf(db: Firestore, mentorIds: string[]): Promise<Leave[]> {
  if (mentorIds.length === 0) return [];
  const snap = await db.collection('mentorLeave').where('mentorId', 'in', mentorIds.slice(0, 30)).get();
  return snap.docs.map((d) => ({ mentorId: String(d.get('mentorId')), from: String(d.get('from')), to: String(d.get('to')) }));
}
