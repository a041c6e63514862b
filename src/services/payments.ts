// Asks our verifyPayment function (through Hosting's /api/verifyPayment) whether the
// reference Paystack's popup returned is a good payment, with the domain's retry policy.
import { decideVerification, retryDelayMs, verifyAttempts, type VerifyAttempt } from '../domain/payment';
import { config } from './config';

export type VerifyResult = { ok: true } | { ok: false; message: string };

async function attempt(reference: string, studentName: string): Promise<VerifyAttempt> {
  let response: Response;
  try {
    response = await fetch(config.verifyPaymentUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference, studentName }),
    });
  } catch {
    return { kind: 'network' };
  }
  try {
    const body = (await response.json()) as { status?: unknown } | null;
    if (typeof body !== 'object' || body === null) return { kind: 'parse', httpStatus: response.status };
    return { kind: 'answer', httpStatus: response.status, status: body.status };
  } catch {
    return { kind: 'parse', httpStatus: response.status };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function verifyPayment(reference: string, studentName: string): Promise<VerifyResult> {
  for (let n = 1; ; n += 1) {
    const decision = decideVerification(await attempt(reference, studentName), n, verifyAttempts);
    if (decision.action === 'success') return { ok: true };
    if (decision.action === 'fail') return { ok: false, message: decision.message };
    await pause(retryDelayMs(n));
  }
}
