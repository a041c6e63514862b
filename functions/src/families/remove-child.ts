// A parent removes a child from the dashboard (POST /api/family {action: 'removeChild'}):
// the child's trials (an upcoming one's seat is freed), recommendations and ended
// enrollments (with their weekly classes and certificates) are deleted with their mail and
// message copies (erase.ts); the family's
// payments for the child stay, without the child's name. A child whose enrollment is still
// running (paid for, or past due) is not removed: the family turns renewal off and asks us
// to end it, so a paid place is never lost by a click.
import type { Firestore } from 'firebase-admin/firestore';
import { words as childMessages, type ChildMessages } from '../../../src/i18n/en/children';
import { childNotFoundIn } from '../../../src/domain/requests/family';
import { eraseRecords, isRunning } from './erase';
import { childrenOf, familyRef } from '../owners/family-records';

type Outcome = { http: number; body: Record<string, unknown> };

export async function removeChild(
  db: Firestore,
  uid: string,
  childId: string,
  now: Date,
  /** The words of the request's language; English unless given. */
  words: ChildMessages = childMessages,
): Promise<Outcome> {
  const child = childrenOf(familyRef(db, uid)).doc(childId);
  if (!(await child.get()).exists) return childNotFoundIn(words);
  const ofChild = async (collection: string, uidField: string) =>
    (await db.collection(collection).where(uidField, '==', uid).get()).docs.filter((d) => d.get('childId') === childId);
  const [bookings, recommendations, enrollments, payments] = await Promise.all([
    ofChild('bookings', 'parentUid'),
    ofChild('recommendations', 'familyUid'),
    ofChild('enrollments', 'familyUid'),
    ofChild('payments', 'familyUid'),
  ]);
  if (enrollments.some(isRunning)) return { http: 409, body: { status: 'enrolled', message: words.enrolled } };
  const counts = await eraseRecords(db, { bookings, recommendations, enrollments, payments, other: [child] }, now, false);
  return { http: 200, body: { status: 'ok', removed: counts } };
}
