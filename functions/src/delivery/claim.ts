// The claim every queued outgoing document goes through before it is sent (mail/ and
// messages/): in a transaction, PENDING (or a failed one whose backoff is over, or one whose
// sender's lease ran out) becomes PROCESSING with a lease, so two senders never both send it.
// The rules of when are pure, in src/domain/delivery.ts.
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { claimed, mayClaim, type DeliveryView } from '../../../src/domain/delivery';
import type { StoredDelivery } from '../../../src/domain/stored/mail';

export type { StoredDelivery };

export type Outcome = 'sent' | 'failed' | 'skipped';

export const stamp = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));

function view(d: StoredDelivery = {}): DeliveryView {
  return { state: d.state ?? 'PENDING', attempts: d.attempts ?? 0, nextAttemptAt: d.nextAttemptAt?.toMillis() ?? null };
}

/**
 * Returns fields that finish the document unsent (written in the claim's transaction), or
 * null to go on and claim it: a family that turned a channel off, say.
 */
export type Veto<T> = (tx: Transaction, doc: T) => Promise<Record<string, unknown> | null>;

export type Claim<T> = { doc: T; delivery: DeliveryView } | { skipped: true } | null;

/** Takes the document for this sender if nobody holds it (`typed` reads it); null to leave it alone. */
export function claim<T extends { delivery?: StoredDelivery }>(
  db: Firestore,
  typed: DocumentReference<T>,
  veto?: Veto<T>,
): Promise<Claim<T>> {
  const ref = typed.withConverter(null);
  return db.runTransaction(async (tx) => {
    const doc = (await tx.get(typed)).data();
    if (!doc) return null;
    const now = Date.now();
    const current = view(doc.delivery);
    if (!mayClaim(current, now)) return null;
    const finish = veto ? await veto(tx, doc) : null;
    if (finish) {
      tx.update(ref, { 'delivery.state': 'SUCCESS', 'delivery.nextAttemptAt': null, ...finish });
      return { skipped: true };
    }
    const next = claimed(current, now);
    tx.update(ref, {
      'delivery.state': next.state,
      'delivery.attempts': next.attempts,
      'delivery.nextAttemptAt': stamp(next.nextAttemptAt),
      'delivery.startTime': FieldValue.serverTimestamp(),
    });
    return { doc, delivery: next };
  });
}

/** A retry job's pass: every document whose nextAttemptAt has come, oldest first, up to `limit`. */
export async function retryDue(
  db: Firestore,
  collection: string,
  deliver: (ref: DocumentReference) => Promise<Outcome>,
  limit = 50,
): Promise<Record<Outcome, number>> {
  const due = await db
    .collection(collection)
    .where('delivery.nextAttemptAt', '<=', Timestamp.now())
    .orderBy('delivery.nextAttemptAt')
    .limit(limit)
    .get();
  const counts: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const doc of due.docs) counts[await deliver(doc.ref)] += 1;
  return counts;
}
