// payments/{reference}: written here only, once per reference, inside a transaction, with
// the enrollment a plan payment creates or extends (enrollments/apply.ts) in the same one, the
// referral its first plan payment decides, the referral credit its price spent (referrals/) and,
// for a reusable card, the family's saved card (enrollments/saved-card.ts).
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { planEnrollment } from '../enrollments/apply';
import { isCurrency } from '../../../src/domain/pricing';
import { readReferralGrant, type PaidPlan } from '../referrals/grant';
import { readCreditSpend } from '../referrals/spend';
import { saveCard, type ReusableCard } from '../enrollments/saved-card';
import type { PaymentRecord } from './acceptance';
import type { StoredPayment } from '../../../src/domain/stored/payments';
import { paymentsOf } from '../platform/stored';

export type Source = NonNullable<StoredPayment['source']>;

type Planned = NonNullable<Awaited<ReturnType<typeof planEnrollment>>>;

/** The plan payment as the referral it may decide reads it (referrals/grant.ts). */
const paidPlan = (record: PaymentRecord, planned: Planned): PaidPlan | null =>
  record.plan && isCurrency(record.currency)
    ? {
        reference: record.reference,
        plan: record.plan,
        currency: record.currency,
        email: planned.family.email,
        payerEmail: record.email,
        card: record.authorization ?? null,
        enrollmentId: planned.link.enrollmentId,
        opens: planned.family.opens,
      }
    : null;

/** The referral credit the payment's price spent, taken from the family's credits (referrals/spend.ts). */
const readSpend = (tx: Transaction, db: Firestore, record: PaymentRecord, email: string) =>
  record.creditUsed && isCurrency(record.currency)
    ? readCreditSpend(tx, db, { reference: record.reference, email, currency: record.currency, subunits: record.creditUsed })
    : null;

/**
 * Creates payments/{reference} unless it exists. Two concurrent calls for one reference
 * leave one record: the transaction that loses re-reads and sees the winner's document,
 * and so extends no enrollment. `card`: the charge's reusable card, kept for the enrollment's
 * family when the payment is a plan's. Returns whether this call wrote it.
 */
export async function recordOnce(
  db: Firestore,
  record: PaymentRecord,
  source: Source,
  now = new Date(),
  card: ReusableCard | null = null,
): Promise<'created' | 'existing'> {
  const ref = paymentsOf(db).doc(record.reference);
  return db.runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) return 'existing';
      const enrollment = await planEnrollment(tx, db, record, now);
      const paid = enrollment && paidPlan(record, enrollment);
      const referral = paid ? await readReferralGrant(tx, db, paid, now) : null;
      const credit = enrollment ? await readSpend(tx, db, record, enrollment.family.email) : null;
      enrollment?.write(tx);
      referral?.();
      credit?.write();
      if (enrollment && card && record.status === 'success') saveCard(tx, db, enrollment.family.email, card, record.reference);
      const spent = credit ? { creditSpent: credit.spent } : {};
      tx.create(ref, { ...record, ...enrollment?.link, ...spent, source, createdAt: FieldValue.serverTimestamp() });
      return 'created';
    },
    // Payments of one family meet on its enrollment document; each retries until it sees the other's.
    { maxAttempts: 20 },
  );
}
