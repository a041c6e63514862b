// payments/{reference}: written here only, once per reference, inside a transaction.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PaymentRecord } from './rules';

export type Source = 'verify' | 'webhook';

/**
 * Creates payments/{reference} unless it exists. Two concurrent calls for one reference
 * leave one record: the transaction that loses re-reads and sees the winner's document.
 * Returns whether this call wrote it.
 */
export async function recordOnce(db: Firestore, record: PaymentRecord, source: Source): Promise<'created' | 'existing'> {
  const ref = db.collection('payments').doc(record.reference);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return 'existing';
    tx.create(ref, { ...record, source, createdAt: FieldValue.serverTimestamp() });
    return 'created';
  });
}
