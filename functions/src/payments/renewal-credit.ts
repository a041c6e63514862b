// A card renewal's referral credit. Paystack charges a subscription's renewal at the amount fixed on
// its plan, so the family's unused referral credit cannot lower the charge: it is given back as a
// partial refund of the renewal (Paystack's Refund API), as much as the one price function would
// have taken off (domain/family-price.ts creditOn). Decided once per renewal charge whatever the
// webhook's retries (platform/grant-once.ts: creditRefunds/{reference}, created with the credits'
// spending in one transaction), and asked of Paystack once: the deliveries that race meet on the
// document's claim, and a claim whose answer was lost asks Paystack which refunds the charge
// already has before asking again. Paystack's refund.processed then marks it processed.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { creditOn } from '../../../src/domain/family-price';
import { isCurrency } from '../../../src/domain/pricing';
import { grantOnce } from '../platform/grant-once';
import { readCreditBalance, readCreditSpend } from '../referrals/spend';
import { cardEnrollmentsOf } from '../enrollments/saved-card';
import { checkedConverter, paymentsOf } from '../platform/stored';
import { storedCreditRefundSchema } from '../../../src/domain/stored/cards';
import { refundPart, refundsOf } from './paystack-refunds';

type Api = { apiUrl: string; secretKey: string };

/** A claim older than this lost its answer (the function stopped): the next delivery may ask again. */
const CLAIM_MS = 5 * 60_000;

const refundRef = (db: Firestore, reference: string) =>
  db.collection('creditRefunds').withConverter(checkedConverter('creditRefunds', storedCreditRefundSchema)).doc(reference);

/** Decides the refund of a recorded renewal charge, once; returns its amount in subunits (0: none). */
async function decide(db: Firestore, reference: string): Promise<number> {
  return db.runTransaction(async (tx) => {
    const grant = await grantOnce(tx, refundRef(db, reference));
    if (grant.already) return (await tx.get(refundRef(db, reference))).data()?.amount ?? 0;
    const paid = (await tx.get(paymentsOf(db).doc(reference))).data();
    const enrollmentId = paid?.enrollmentId;
    if (!paid || paid.status !== 'success' || paid.subscriptionCharge !== true || typeof enrollmentId !== 'string') return 0;
    const currency = paid.currency;
    const email = (await tx.get(cardEnrollmentsOf(db).doc(enrollmentId))).data()?.email;
    if (!isCurrency(currency) || typeof email !== 'string') return 0;
    const balance = await readCreditBalance(tx, db, email, currency);
    const amount = creditOn(Number(paid.amountSubunits), balance);
    const spend = amount > 0 ? await readCreditSpend(tx, db, { reference, email, currency, subunits: amount }) : null;
    spend?.write();
    grant.create({
      reference,
      enrollmentId,
      currency,
      amount: spend?.spent ?? 0,
      status: spend?.spent ? 'due' : 'none',
      createdAt: FieldValue.serverTimestamp(),
    });
    return spend?.spent ?? 0;
  });
}

/** Takes the right to ask Paystack for the refund: true for one caller at a time. */
async function claim(db: Firestore, reference: string, now: Date): Promise<{ claimed: boolean; lost: boolean }> {
  return db.runTransaction(async (tx) => {
    const d = (await tx.get(refundRef(db, reference))).data();
    const at = d?.claimedAt instanceof Timestamp ? d.claimedAt.toMillis() : 0;
    const lost = d?.status === 'sending' && now.getTime() - at > CLAIM_MS;
    if (d?.status !== 'due' && !lost) return { claimed: false, lost: false };
    tx.update(refundRef(db, reference), { status: 'sending', claimedAt: Timestamp.fromDate(now) });
    return { claimed: true, lost };
  });
}

/**
 * After a renewal charge is recorded: its credit refund decided once and asked of Paystack once.
 * false when Paystack must be asked again (the webhook answers 5xx, so Paystack delivers it again).
 */
export async function refundRenewalCredit(db: Firestore, reference: string, api: Api, now = new Date()): Promise<boolean> {
  const amount = await decide(db, reference);
  if (amount === 0) return true;
  const { claimed, lost } = await claim(db, reference, now);
  if (!claimed) return true;
  const ref = refundRef(db, reference);
  // A lost claim may have reached Paystack: what the charge already has is the refund.
  const before = lost ? await refundsOf(api, reference) : [];
  const refundId = before?.[0] ?? (before ? await refundPart(api, reference, amount, 'referral credit') : null);
  if (!refundId) {
    await ref.update({ status: 'due', claimedAt: FieldValue.delete() });
    logger.warn('renewal credit refund not taken by paystack; asked again on the next delivery', { reference, amount });
    return false;
  }
  // Paystack's refund.processed may have come first: it keeps its status.
  await db.runTransaction(async (tx) => {
    const sending = (await tx.get(ref)).get('status') === 'sending';
    tx.update(ref, { refundId, requestedAt: FieldValue.serverTimestamp(), ...(sending ? { status: 'requested' } : {}) });
  });
  logger.info('renewal credit refunded', { reference, amount, refundId });
  return true;
}

/** Paystack's refund.processed (or failed) for a charge: the refund's outcome, kept once. */
export async function recordRefundOutcome(db: Firestore, reference: string, status: 'processed' | 'failed') {
  await db.runTransaction(async (tx) => {
    const d = (await tx.get(refundRef(db, reference))).data();
    if (!d || d.status === status || d.status === 'none') return;
    tx.update(refundRef(db, reference), { status, [`${status}At`]: FieldValue.serverTimestamp() });
  });
}
