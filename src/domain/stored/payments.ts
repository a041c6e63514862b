// payments/{reference}: the payment record (payment-record.ts) as functions/src/payments/record.ts
// stores it once, with the enrollment it was applied to (absent until then) and where it came from.
import type { PaymentRecord } from '../payment-record';
import type { StoredInstant } from './instant';

export type StoredPayment = PaymentRecord & {
  enrollmentId?: string;
  paidUntil?: string;
  familyUid?: string;
  childId?: string;
  /** Who recorded it: the browser's verify, Paystack's webhook, the pending-payment sweep, the nightly reconciliation or the instalment job's charge of a saved card. */
  source?: 'verify' | 'webhook' | 'sweep' | 'reconcile' | 'card';
  createdAt?: StoredInstant;
};

/** paymentClaims/{reference} (the one caller settling it now) and unknownReferences/{reference}
 *  (Paystack said it does not know it): each holds until `expiresAt`. */
export interface StoredHold {
  expiresAt: StoredInstant;
}
