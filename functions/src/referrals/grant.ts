// The referral's decision, inside the transaction that records the referred family's plan payment
// (payments/record.ts): the first plan payment of a family noted as referred (note.ts) credits
// both families the paid plan's `referral.credit` (plans.yaml), the referrer only under its cap;
// or it is refused, and why is kept on the referral. Each credit's id names the referral and
// its side, granted once (platform/grant-once.ts), and the referral leaves `pending` in the same
// transaction, so retries, racing verifies and webhooks grant once. Reads first, then writes.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import type { Currency } from '../../../src/domain/pricing';
import { referralCredit, referralRefusal, referrerCredited, type ReferralRefusal } from '../../../src/domain/referrals';
import { referralCreditId, type StoredReferralCredit } from '../../../src/domain/stored/referrals';
import { plans } from '../platform/content';
import { grantOnce } from '../platform/grant-once';
import { referredMarks, referrerMarks } from './marks';
import { codesOf, referralCreditsOf, referralIdOf, referralsOf } from './store';
import { enrollmentsOf } from '../platform/stored';

/** The plan payment being recorded, as the referral reads it. */
export interface PaidPlan {
  reference: string;
  plan: string;
  currency: Currency;
  /** The enrollment's email: the family that paid. */
  email: string;
  /** The payer's email at Paystack, and the hash of the card that paid, when known. */
  payerEmail: string | null;
  card: string | null;
  enrollmentId: string;
  /** Whether this payment opens its enrollment (none was there before it). */
  opens: boolean;
}

export type Refusal = ReferralRefusal | 'plan-without-credit' | 'referrer-gone';

/** Reads what the referred family's payment decides; the returned function writes it. Null: nothing to decide. */
export async function readReferralGrant(tx: Transaction, db: Firestore, paid: PaidPlan, now: Date): Promise<(() => void) | null> {
  const ref = referralsOf(db).doc(referralIdOf(paid.email));
  const referral = (await tx.get(ref)).data();
  if (!referral || referral.status !== 'pending') return null;
  // No code: the referring family was erased (erase.ts), and the referrer is gone.
  const codeRef = referral.code ? codesOf(db).doc(referral.code) : null;
  const code = codeRef ? (await tx.get(codeRef)).data() : undefined;
  const enrolled = await tx.get(enrollmentsOf(db).where('email', '==', familyEmail(paid.email)));
  const firstPlan = paid.opens && enrolled.docs.every((d) => d.id === paid.enrollmentId);
  const referrerGrant = await grantOnce(tx, referralCreditsOf(db).doc(referralCreditId(ref.id, 'referrer')));
  const referredGrant = await grantOnce(tx, referralCreditsOf(db).doc(referralCreditId(ref.id, 'referred')));
  const rule = plans.find((p) => p.id === paid.plan)?.referral;
  const referrerUid = code && code.familyUid === referral.referrerUid ? referral.referrerUid : null;
  const marks = referrerUid ? await referrerMarks(db, referrerUid) : null;
  const referrer = referrerUid && marks ? { ...marks, uid: referrerUid } : null;
  const referred = await referredMarks(db, paid, referral.whatsapp);

  const refusal: Refusal | null = !referrer
    ? 'referrer-gone'
    : !rule
      ? 'plan-without-credit'
      : referralRefusal({
          referrerUid: referrer.uid,
          referredUid: referred.uid,
          referrer: referrer.marks,
          referred: referred.marks,
          firstPlan,
        });
  const earned = code?.earned ?? 0;
  return () => {
    const decided = { reference: paid.reference, decidedAt: Timestamp.fromDate(now) };
    if (refusal || !rule || !referrer || !codeRef) {
      tx.update(ref, { status: 'refused', refusal: refusal ?? 'plan-without-credit', ...decided });
      return;
    }
    const credit = (currency: Currency) => ({
      referralId: ref.id,
      currency,
      amount: referralCredit(rule, currency),
      spent: 0,
      status: 'open' as const,
      grantedAt: Timestamp.fromDate(now),
    });
    const toReferred: StoredReferralCredit = {
      ...credit(paid.currency),
      email: familyEmail(paid.email),
      side: 'referred',
      ...(referred.uid ? { familyUid: referred.uid } : {}),
    };
    referredGrant.create(toReferred);
    const toReferrer = referrerCredited(rule, earned) && !referrerGrant.already;
    if (toReferrer) {
      const own: StoredReferralCredit = {
        ...credit(referrer.currency ?? paid.currency),
        email: referrer.email,
        side: 'referrer',
        familyUid: referrer.uid,
      };
      referrerGrant.create(own);
      tx.update(codeRef, { earned: earned + 1 });
    }
    tx.update(ref, { status: 'granted', referrerCredited: toReferrer, ...decided });
  };
}
