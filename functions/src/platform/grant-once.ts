// The house's one way of granting something exactly once (a make-up credit, a referral credit):
// the grant has a deterministic id naming the event it is for, and it is created only if absent,
// inside the transaction that decides it. A retry, a second trigger or a racing caller reads the
// document the first one wrote and grants nothing. Reads first and returns the write, as a
// transaction asks.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';

export interface OnceGrant<T> {
  /** The grant was made already: `create` does nothing. */
  already: boolean;
  create: (data: T) => void;
}

export async function grantOnce<T extends object>(tx: Transaction, ref: DocumentReference<T>): Promise<OnceGrant<T>> {
  const already = (await tx.get(ref)).exists;
  return { already, create: (data) => void (already || tx.create(ref, data)) };
}
