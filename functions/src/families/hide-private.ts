// The one-off move of what a family must not read out of its own documents, done on the
// family's load (the dashboard loads before it reads anything): bookings stored before
// bookings/private.ts held the manage link's seed and the client address, recommendations
// made before recommendationSecrets held who made or withdrew them and the link's hash.
// Only the family's own documents matter: no one else can read them. Idempotent.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { movePrivateFields } from '../bookings/private';
import { recommendationSecretRef, recommendationsOf } from '../enrollments/recommendations';
import { bookingsOf } from '../bookings/stored';

const RECOMMENDATION_PRIVATE = ['by', 'enrollTokenHash', 'withdrawnBy'] as const;

/** Moves the family's older private fields apart; returns how many documents changed. */
export async function hidePrivateFields(db: Firestore, uid: string, now: Date): Promise<number> {
  const [bookings, recommendations] = await Promise.all([
    bookingsOf(db).where('parentUid', '==', uid).get(),
    recommendationsOf(db).where('familyUid', '==', uid).get(),
  ]);
  let moved = 0;
  for (const doc of bookings.docs) {
    if (doc.get('manageTokenSeed') === undefined && doc.get('client.address') === undefined) continue;
    if (await movePrivateFields(db, doc.ref, now)) moved += 1;
  }
  const batch = db.batch();
  for (const doc of recommendations.docs) {
    const held = RECOMMENDATION_PRIVATE.filter((field) => doc.get(field) !== undefined);
    if (!held.length) continue;
    batch.set(recommendationSecretRef(db, doc.id), Object.fromEntries(held.map((f) => [f, doc.get(f)])), { merge: true });
    batch.update(doc.ref, Object.fromEntries(held.map((f) => [f, FieldValue.delete()])));
    moved += 1;
  }
  if (moved > 0) await batch.commit();
  return moved;
}
