// payments/{reference}: written here only, once per reference, inside a transaction, with
// the enrollment a plan payment creates or extends (enrollments/apply.ts) in the same one.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { planEnrollment } from '../enrollments/apply';
import type { PaymentRecord } from './acceptance';
import type { StoredPayment } from '../../../src/domain/stored/payments';

export type Source = NonNullable<StoredPayment['source']>;

/**
 * Creates payments/{reference} unless it exists. Two concurrent calls for one reference
 * leave one record: the transaction that loses re-reads and sees the winner's document,
 * and so extends no enrollment. Returns whether this call wrote it.
 */
export async function recordOnce(
  db: Firestore,
  record: PaymentRecord,
  source: Source,
  now = new Date(),
): Promise<'created' | 'existing'> {
  const ref = db.collection('payments').doc(record.reference);
  return db.runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) return 'existing';
      const enrollment = await planEnrollment(tx, db, record, now);
      enrollment?.write(tx);
      tx.create(ref, { ...record, ...enrollment?.link, source, createdAt: FieldValue.serverTimestamp() });
      return 'created';
    },
    // Payments of one family meet on its enrollment document; each retries until it sees the other's.
    { maxAttempts: 20 },
  );
}
