// How the browser asks our verifyPayment function whether a payment counts: three
// attempts, each with its own timeout, backing off 2 s then 5 s. The first attempt lets
// the function wait for a pending charge (an M-Pesa prompt still on the parent's phone);
// the later ones only look again. Pure: the service runs the loop with
// src/services/api.ts and timers.
import { words as paymentMessages } from '../i18n/en/messages/payment';

export const verifyAttempts = 3;

/** The pause before attempt n+1, for n = 1, 2. */
export const retryPausesMs = [2000, 5000] as const;

/** How long the function may wait for a pending charge, on the first attempt only (seconds): the three attempts end within about 25 s. */
export const pendingWaitSeconds = 15;

export interface AttemptPlan {
  /** Sent as `wait`: the seconds the function may spend waiting for a pending charge. */
  waitSeconds: number;
  /** The request is abandoned (and counts as a failed attempt) after this long. */
  timeoutMs: number;
}

export function attemptPlan(attempt: number): AttemptPlan {
  // The timeout leaves the function its wait plus time for a cold start and Paystack's answer.
  return attempt === 1
    ? { waitSeconds: pendingWaitSeconds, timeoutMs: (pendingWaitSeconds + 12) * 1000 }
    : { waitSeconds: 0, timeoutMs: 12_000 };
}

export function retryPauseMs(attempt: number): number {
  return retryPausesMs[Math.min(attempt, retryPausesMs.length) - 1] ?? retryPausesMs[1];
}

/** One verification attempt, as the client saw it. */
export type VerifyAttempt =
  | { kind: 'unavailable' } // no usable reply: offline, our timeout, a 5xx, or a reply that is not JSON
  | { kind: 'answer'; httpStatus: number; status: unknown };

export type VerifyDecision =
  | { action: 'success' }
  /** Paystack took the money but not at a current price: recorded, the school confirms the plan. */
  | { action: 'review' }
  | { action: 'retry' }
  /** A definitive no: failed, abandoned, reversed, or an amount or currency that does not match. */
  | { action: 'fail'; message: string }
  /** Not confirmed either way after every attempt: the parent must not be sent to pay again. */
  | { action: 'pending' }
  /** Too many verifications from this connection just now (429): say so at once, keep the form. */
  | { action: 'limited'; message: string };

/**
 * What to do after an attempt. Only a definitive answer (a parsed reply below 500 that is
 * neither success nor pending) fails. A pending answer, no usable reply and a 5xx are
 * retried, and after the last attempt leave the payment pending: the webhook
 * records it if it succeeds later.
 */
export function decideVerification(result: VerifyAttempt, attempt: number, attempts = verifyAttempts): VerifyDecision {
  // A retry seconds later would meet the same limit, whose window is a minute long.
  if (result.kind === 'answer' && result.httpStatus === 429) return { action: 'limited', message: paymentMessages.serverError };
  if (result.kind === 'answer' && result.httpStatus < 500) {
    if (result.status === 'success' && result.httpStatus < 300) return { action: 'success' };
    if (result.status === 'review' && result.httpStatus < 300) return { action: 'review' };
    if (result.status !== 'pending') return { action: 'fail', message: paymentMessages.verificationFailed };
  }
  return attempt < attempts ? { action: 'retry' } : { action: 'pending' };
}
