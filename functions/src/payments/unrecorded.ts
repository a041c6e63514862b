// Charges Paystack lists that have no payments/{reference} yet, settled through the same path
// as the browser's verify and Paystack's webhook (settle.ts): recorded once, as a success or
// for review, whoever comes first. Used by the pending-payment sweep and the nightly reconciliation.
import type { Firestore } from 'firebase-admin/firestore';
import type { PaystackTransaction } from './paystack';
import type { Source } from './record';
import { settle } from './settle';
import { referencesOf } from './paystack-list';
import { paymentsOf } from '../platform/stored';

/** Paystack statuses of a charge that succeeded or may still succeed: worth asking about. */
const alive: ReadonlySet<unknown> = new Set(['success', 'pending', 'ongoing', 'processing', 'queued']);

export interface Settling {
  /** References this pass recorded (or found recorded by a caller racing it), as a success. */
  applied: string[];
  /** References recorded for review: money taken that is not a current price. */
  review: string[];
  /** Still under way at Paystack, or Paystack could not answer: the next pass asks again. */
  waiting: string[];
  /** Paystack's verify refused them (declined, reversed, wrong amount or currency). */
  refused: string[];
}

/** Settles each charge that succeeded or is under way and has no record yet. */
export async function settleUnrecorded(
  db: Firestore,
  charges: readonly PaystackTransaction[],
  source: Source,
): Promise<Settling> {
  const out: Settling = { applied: [], review: [], waiting: [], refused: [] };
  const candidates = referencesOf(charges.filter((tx) => alive.has(tx.status)));
  if (candidates.length === 0) return out;
  const records = await db.getAll(...candidates.map((ref) => paymentsOf(db).doc(ref)));
  const missing = candidates.filter((_, i) => !records[i]!.exists);
  // One at a time: a night holds few, and each is a Paystack call and a transaction.
  for (const reference of missing) {
    const { http, body } = await settle(reference, undefined, source);
    if (body.status === 'success') out.applied.push(reference);
    else if (body.status === 'review') out.review.push(reference);
    else if (body.status === 'failed' && http < 500) out.refused.push(reference);
    else out.waiting.push(reference);
  }
  return out;
}
