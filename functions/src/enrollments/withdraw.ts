// Staff withdraw a recommendation (a wrong plan, a family that changed its mind). One
// transaction marks it withdrawn with when and why (who, in recommendationSecrets), and writes the booking's history;
// from then on its enroll link answers "not valid or has expired" (enrollment.ts), the dashboard
// offers no Enroll for it, and a payment naming it pays for no recommendation (apply.ts).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bookingRef, historyEntry } from '../bookings/stored';
import { recommendationRef, recommendationSecretRef } from './recommendations';

export type WithdrawOutcome = { kind: 'withdrawn' } | { kind: 'not-found' };

export async function withdrawRecommendation(
  db: Firestore,
  recommendationId: string,
  reason: string,
  staff: string,
  now: Date,
): Promise<WithdrawOutcome> {
  const ref = recommendationRef(db, recommendationId);
  return db.runTransaction(async (tx): Promise<WithdrawOutcome> => {
    const r = (await tx.get(ref)).data();
    if (!r) return { kind: 'not-found' };
    // Withdrawing twice changes nothing: the first reason stands.
    if (r.withdrawnAt !== undefined) return { kind: 'withdrawn' };
    const booking = r.bookingId ? await tx.get(bookingRef(db, r.bookingId)) : null;
    tx.update(ref, { withdrawnAt: FieldValue.serverTimestamp(), withdrawReason: reason });
    tx.set(recommendationSecretRef(db, recommendationId), { withdrawnBy: staff }, { merge: true });
    if (booking?.exists) {
      const entry = historyEntry('staff', 'recommendation-withdrawn', now, { recommendationId, reason });
      // The booking no longer holds it as its recommendation, so the console offers Recommend again.
      const current = booking.get('recommendationId') === recommendationId;
      tx.update(booking.ref, {
        ...(current ? { recommendationId: FieldValue.delete() } : {}),
        history: FieldValue.arrayUnion(entry),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return { kind: 'withdrawn' };
  });
}
