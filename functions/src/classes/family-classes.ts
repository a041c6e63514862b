// The parent's weekly classes for /dashboard, answered with their bookings by the site's
// session (families/session.ts), so the family panel shows them before any of Firebase's
// code has arrived. Only the family's own classes (familyUid is the session's uid, the same
// classes firestore.rules lets the parent read), from the attendance weeks the dashboard
// shows onwards, each with only the fields it shows (src/domain/classes/family-classes.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { familyClassOf, familyClassesFrom, type FamilyClass } from '../../../src/domain/classes/family-classes';

export async function familyClassesOf(uid: string, db: Firestore, now = new Date()): Promise<FamilyClass[]> {
  const found = await db
    .collection('classes')
    .where('familyUid', '==', uid)
    .where('start', '>=', Timestamp.fromDate(familyClassesFrom(now)))
    .get();
  return found.docs
    .map((doc) => {
      const start = doc.get('start');
      return familyClassOf(doc.id, doc.data(), start instanceof Timestamp ? start.toDate() : new Date(0));
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}
