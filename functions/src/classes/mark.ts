// A mentor marks one of their classes attended or absent (once it has started) or cancelled
// by the school, with a short note the parent reads on the dashboard.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { classMessages as m } from '../../../src/domain/classes/messages';
import type { Outcome } from '../../../src/domain/classes/request';
import { classRef } from './store';

export type MarkOutcome = { kind: 'marked' } | { kind: 'refused'; http: 403 | 404 | 409; message: string };

export async function markClass(
  db: Firestore,
  mentorId: string,
  request: { classId: string; outcome: Outcome; note: string },
  now: Date,
): Promise<MarkOutcome> {
  const ref = classRef(db, request.classId);
  return db.runTransaction(async (tx) => {
    const cls = (await tx.get(ref)).data();
    if (!cls) return { kind: 'refused', http: 404, message: m.classNotFound };
    if (cls.mentorId !== mentorId) return { kind: 'refused', http: 403, message: m.notYours };
    const start = cls.start.toDate();
    if (request.outcome !== 'cancelled' && start.getTime() > now.getTime()) {
      return { kind: 'refused', http: 409, message: m.badOutcome };
    }
    tx.update(ref, {
      status: request.outcome,
      note: request.note,
      markedAt: FieldValue.serverTimestamp(),
    });
    return { kind: 'marked' };
  });
}
