// A signed-in family's language, as the dashboard sets it: `families/{uid}.language`, copied
// onto its upcoming trials and its enrollments, so every mail and message about any of them
// (each read from its own record) goes in the language the family chose.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Language } from '../../../src/i18n/languages';
import { familyRef } from '../owners/family-records';
import { bookingsOf } from '../bookings/stored';
import { enrollmentsOf } from '../platform/stored';

export async function setFamilyLanguage(db: Firestore, uid: string, language: Language): Promise<void> {
  const [bookings, enrollments] = await Promise.all([
    bookingsOf(db).where('parentUid', '==', uid).get(),
    enrollmentsOf(db).where('familyUid', '==', uid).get(),
  ]);
  const fields = { language, updatedAt: FieldValue.serverTimestamp() };
  const batch = db.batch();
  batch.update(familyRef(db, uid), fields);
  for (const doc of bookings.docs) if (doc.get('status') === 'upcoming') batch.update(doc.ref, fields);
  for (const doc of enrollments.docs) batch.update(doc.ref, fields);
  await batch.commit();
}
