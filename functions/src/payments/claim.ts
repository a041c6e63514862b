// paymentClaims/{reference}: the one caller settling a reference right now. A fresh charge
// is often settled by several callers at once (the page's verify, a second tab or a reload,
// Paystack's webhook); each asking Paystack and then recording would queue them all on one
// contended transaction (record.ts), whose retries back off longer and longer. With a
// claim, one caller asks Paystack and records while the others read payments/{reference}
// until it appears. The claim only saves work: recordOnce's transaction still decides, so a
// claim left by a crashed holder costs the others a wait until it lapses, never a payment.
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { StoredHold, StoredPayment } from '../../../src/domain/stored/payments';
import { paymentsOf, typedConverter } from '../platform/stored';

/** How long a claim holds: longer than Paystack's timeout (paystack.ts) and a transaction. */
export const CLAIM_MS = 15_000;
/** The pause between two reads while another caller holds the claim. */
const LOOK_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** Takes the claim: its write time (to release exactly it), null when another caller holds it, or 'unavailable'. */
async function take(claim: DocumentReference<StoredHold>): Promise<Timestamp | null | 'unavailable'> {
  try {
    const written = await claim.create({ expiresAt: Timestamp.fromMillis(Date.now() + CLAIM_MS) });
    return written.writeTime;
  } catch (error) {
    if (codeOf(error) === 6 || /ALREADY_EXISTS/.test(String((error as Error).message))) return null;
    logger.warn('payment claim unavailable', { reference: claim.id, error: (error as Error).message });
    return 'unavailable';
  }
}

/** payments/{reference}'s claim, for a caller to read with the payment itself. */
const holdConverter = typedConverter<StoredHold>();
export const claimOf = (db: Firestore, reference: string) =>
  db.collection('paymentClaims').withConverter(holdConverter).doc(reference);

/**
 * Whether a claim has lapsed. Its age is read on Firestore's clock (its create time against
 * the read time), so instances whose clocks disagree still agree on it.
 */
const lapsed = (held: DocumentSnapshot<StoredHold>) => held.readTime.toMillis() - held.createTime!.toMillis() > CLAIM_MS;

type Wait = { recorded: unknown } | 'released' | 'lapsed';

/** Waits while another caller holds the claim: until the payment is recorded, the holder lets go, or its claim lapses. */
async function waitForHolder(claim: DocumentReference<StoredHold>, payment: DocumentReference<StoredPayment>): Promise<Wait> {
  for (;;) {
    await sleep(LOOK_MS);
    const [paid, held] = await Promise.all([payment.get(), claim.get()]);
    if (paid.exists) return { recorded: paid.data()?.status };
    if (!held.exists) return 'released';
    if (lapsed(held)) {
      // Only this lapsed claim is removed; one taken since then stays.
      await claim.delete({ lastUpdateTime: held.updateTime! }).catch(() => undefined);
      return 'lapsed';
    }
  }
}

/**
 * Runs `work` (ask Paystack, record) for `reference` as the only caller doing so, or answers
 * with `recorded(status)` once another caller has recorded the payment meanwhile. `seen`:
 * the claim as the caller read it with the payment, so that a caller arriving while the claim
 * is held waits at once. A holder that lets go without a record found the charge not yet
 * recordable (still pending, declined, unknown): each caller then asks for itself, so none
 * waits behind more than one.
 */
export async function settleSingly<T>(
  db: Firestore,
  reference: string,
  work: () => Promise<T>,
  recorded: (status: unknown) => T,
  seen?: DocumentSnapshot<StoredHold>,
): Promise<T> {
  const claim = claimOf(db, reference);
  const payment = paymentsOf(db).doc(reference);
  let heldByOther = seen?.exists === true && !lapsed(seen);
  for (;;) {
    const held = heldByOther ? null : await take(claim);
    heldByOther = false;
    // Claims are a shortcut: without one, the transaction alone keeps the record single.
    if (held === 'unavailable') return work();
    if (held === null) {
      const waited = await waitForHolder(claim, payment);
      if (waited === 'lapsed') continue;
      return waited === 'released' ? work() : recorded(waited.recorded);
    }
    try {
      // Should the holder before this one have recorded it just now, recordOnce finds its record.
      return await work();
    } finally {
      await claim.delete({ lastUpdateTime: held }).catch(() => undefined);
    }
  }
}
