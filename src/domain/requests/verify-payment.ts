// POST /api/verifyPayment: the body the payment pages send, {reference, studentName, wait?},
// and the function's one reading of it. `wait` is how many seconds the function may wait for
// a pending charge to settle (default and most: the function's own); a browser asking again
// after a first long wait sends 0. A refusal carries the payment page's own words, which it
// shows for any answer other than success.
import type { Messages } from '../../i18n/en/messages';
import { accept, isRecord, refuse, type Parsed } from '../request';

/** Paystack references are letters, digits and a few separators; this also keeps them valid document ids. */
export const referencePattern = /^[A-Za-z0-9][A-Za-z0-9._=-]{0,99}$/;

/** What a payment page sends. `studentName` is the payment's metadata key on every page; on /donatepay it holds the donor's name. */
export interface VerifyPaymentBody {
  reference: string;
  studentName: string;
  /** Seconds. */
  wait?: number;
}

/** A page's body for one attempt: the reference Paystack's popup returned, the name on the card, the wait it allows. */
export const verifyPaymentBody = (reference: string, name: string, waitSeconds: number): VerifyPaymentBody => ({
  reference,
  studentName: name,
  wait: waitSeconds,
});

/** The request as the function serves it. */
export interface VerifyRequest {
  reference: string;
  name: string;
  waitMs: number;
}

/** `maxWaitMs`: the longest wait a caller may ask for (functions/src/payments/settle.ts). */
export function readVerifyRequest(
  body: unknown,
  maxWaitMs: number,
  /** The words of the request's language (taken, not imported: the pages that send the body load none of them). */
  words: Messages,
): Parsed<VerifyRequest> {
  const failed = (reason: string) => refuse(400, { status: 'failed', reason, message: words.payment.verificationFailed });
  if (!isRecord(body)) return failed('Invalid body');
  const { reference, studentName, wait } = body;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) return failed('Invalid reference');
  if (typeof studentName !== 'string' || studentName.trim() === '' || studentName.length > 120)
    return failed('Invalid studentName');
  if (wait !== undefined && (typeof wait !== 'number' || !Number.isFinite(wait) || wait < 0)) return failed('Invalid wait');
  const waitMs = wait === undefined ? maxWaitMs : Math.min(wait * 1000, maxWaitMs);
  return accept({ reference, name: studentName.trim(), waitMs });
}
