// The parent's weekly classes for /dashboard, answered with their bookings by the site's
// session (families/session.ts), so the family panel shows them before any of Firebase's
// code has arrived. Only the family's own classes (familyUid is the session's uid, the same
// classes firestore.rules lets the parent read), from the attendance weeks the dashboard
// shows onwards, each with only the fields it shows (src/domain/classes/family-classes.ts)
// and its enrollment's zone, read as the family panel reads it (services/family.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { familyClassOf, familyClassesFrom, type FamilyClass } from '../../../src/domain/classes/family-classes';
import { familyZone } from '../../../src/domain/classes/reminders';
import { classesOf } from './store';
import { enrollmentsOf } from '../platform/stored';

export async function familyClassesOf(uid: string, db: Firestore, now = new Date()): Promise<FamilyClass[]> {
  const found = await classesOf(db)
    .where('familyUid', '==', uid)
    .where('start', '>=', Timestamp.fromDate(familyClassesFrom(now)))
    .get();
  const enrollmentIds = [...new Set(found.docs.map((doc) => String(doc.get('enrollmentId') ?? '')))].filter(Boolean);
  const enrollments = enrollmentIds.length ? await db.getAll(...enrollmentIds.map((id) => enrollmentsOf(db).doc(id))) : [];
  const zones = new Map(enrollments.map((doc) => [doc.id, familyZone(doc.data()?.whatsapp)]));
  return found.docs
    .map((doc) => {
      const start = doc.get('start');
      const tz = zones.get(String(doc.get('enrollmentId') ?? '')) ?? familyZone(undefined);
      return familyClassOf(doc.id, doc.data(), start instanceof Timestamp ? start.toDate() : new Date(0), tz);
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}
