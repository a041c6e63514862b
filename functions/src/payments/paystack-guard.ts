// What stands between a browser's verifyPayment call and a call to Paystack with our
// secret key: references Paystack said it does not know are remembered for a while
// (unknownReferences/{reference}), so a repeat never reaches Paystack again, and each
// client address may cause only a few Paystack calls a minute (LIMITS.paystackPerAddress).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../platform/admin';
import { isExempt, take, UNKNOWN_REFERENCE_SECONDS, type Verdict } from '../platform/rate-limit';
import type { StoredHold } from '../../../src/domain/stored/payments';
import { typedConverter } from '../platform/stored';

const unknownReferences = () => firestore().collection('unknownReferences').withConverter(typedConverter<StoredHold>());

/** Where Paystack's "not found" for this reference is remembered. */
export const unknownReference = (reference: string) => unknownReferences().doc(reference);

/** Whether Paystack recently answered "not found" for this reference, from its unknownReferences document. */
export function knownUnknown(snap: DocumentSnapshot<StoredHold>, now = Date.now()): boolean {
  const expiresAt = snap.data()?.expiresAt;
  return !!expiresAt && expiresAt.toMillis() > now;
}

/** Remembers Paystack's "not found"; `expiresAt` lets a TTL policy delete it. */
export async function rememberUnknown(reference: string, now = Date.now()): Promise<void> {
  await unknownReference(reference).set({ expiresAt: Timestamp.fromMillis(now + UNKNOWN_REFERENCE_SECONDS * 1000) });
}

/** Counts one Paystack call for this client address, or says it is over its limit. */
export function takePaystackCall(address: string): Promise<Verdict> {
  if (isExempt(address)) return Promise.resolve({ ok: true });
  return take([{ limit: 'paystackPerAddress', who: address }]);
}
