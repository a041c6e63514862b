// POST /api/verifyPayment: the schema of the body the payment pages send, {reference,
// studentName, wait?}, and the function's one reading of it. `wait` is how many seconds the
// function may wait for a pending charge to settle (default and most: the function's own); a
// browser asking again after a first long wait sends 0. A refusal carries the payment page's
// own words, which it shows for any answer other than success.
import type { z } from 'astro/zod';
import { fields, loose, parsedBy, refuseIssue } from './schema';

/** Paystack references are letters, digits and a few separators; this also keeps them valid document ids. */
export const referencePattern = /^[A-Za-z0-9][A-Za-z0-9._=-]{0,99}$/;

/** The request as the function serves it. */
export interface VerifyRequest {
  reference: string;
  name: string;
  waitMs: number;
}

/** `maxWaitMs`: the longest wait a caller may ask for (functions/src/payments/settle.ts). */
export function verifyPaymentSchema(
  maxWaitMs: number,
  /** The words of the request's language (taken, not imported: the pages that send the body load none of them). */
  words: { payment: { verificationFailed: string } },
) {
  const failed = (ctx: z.RefinementCtx, reason: string) =>
    refuseIssue(ctx, words.payment.verificationFailed, { http: 400, status: 'failed', reason });
  // `studentName` is the payment's metadata key on every page; on /donatepay it holds the donor's name. `wait`: seconds.
  const shape = fields({ reference: loose<string>(), studentName: loose<string>(), wait: loose<number>().optional() });
  return shape.transform(({ reference, studentName, wait }, ctx): VerifyRequest => {
    if (typeof reference !== 'string' || !referencePattern.test(reference)) return failed(ctx, 'Invalid reference');
    if (typeof studentName !== 'string' || studentName.trim() === '' || studentName.length > 120)
      return failed(ctx, 'Invalid studentName');
    if (wait !== undefined && (typeof wait !== 'number' || !Number.isFinite(wait) || wait < 0))
      return failed(ctx, 'Invalid wait');
    const waitMs = wait === undefined ? maxWaitMs : Math.min(wait * 1000, maxWaitMs);
    return { reference, name: studentName.trim(), waitMs };
  });
}

/** What a payment page sends. */
export type VerifyPaymentBody = z.input<ReturnType<typeof verifyPaymentSchema>>;

export const readVerifyRequest = (body: unknown, ...context: Parameters<typeof verifyPaymentSchema>) =>
  parsedBy(verifyPaymentSchema(...context), body);
