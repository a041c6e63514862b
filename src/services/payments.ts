// Asks our verifyPayment function (through Hosting's /api/verifyPayment) whether the
// reference Paystack's popup returned is a good payment, with the domain's retry policy.
import { attemptPlan, decideVerification, retryPauseMs, verifyAttempts, type VerifyAttempt } from '../domain/verification';
import { verifyPaymentBody } from '../domain/requests/bodies';
import { callApi, ApiUnavailable } from './api';
import { config } from './config';

export type VerifyResult =
  | { outcome: 'success' }
  | { outcome: 'review' }
  | { outcome: 'failed'; message: string }
  | { outcome: 'limited'; message: string }
  | { outcome: 'pending' };

async function attempt(reference: string, name: string, n: number): Promise<VerifyAttempt> {
  const { waitSeconds, timeoutMs } = attemptPlan(n);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const answer = await callApi(config.verifyPaymentUrl, {
      body: verifyPaymentBody(reference, name, waitSeconds),
      signal: abort.signal,
    });
    return { kind: 'answer', httpStatus: answer.status, status: answer.body.status };
  } catch (error) {
    // Offline, our timeout, a 5xx or an unreadable reply: the domain retries each alike.
    if (error instanceof ApiUnavailable || (error instanceof DOMException && error.name === 'AbortError')) {
      return { kind: 'unavailable' };
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `name` is the full name on the card (the student's, or the donor's on a donation). */
export async function verifyPayment(reference: string, name: string): Promise<VerifyResult> {
  for (let n = 1; ; n += 1) {
    const decision = decideVerification(await attempt(reference, name, n), n, verifyAttempts);
    if (decision.action === 'success') return { outcome: 'success' };
    if (decision.action === 'review') return { outcome: 'review' };
    if (decision.action === 'fail') return { outcome: 'failed', message: decision.message };
    if (decision.action === 'pending') return { outcome: 'pending' };
    if (decision.action === 'limited') return { outcome: 'limited', message: decision.message };
    await pause(retryPauseMs(n));
  }
}
