// verifyPayment: the browser asks, after Paystack's popup hands back a reference, whether
// the payment counts. Body {reference, studentName, wait?}: `wait` is how many seconds the
// function may wait for a pending charge to settle (default and most: 20); a browser asking
// again after a first long wait sends 0.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { admit } from '../http';
import { clientAddress } from '../rate-limit';
import { httpOptions } from './config';
import { maxWaitMs, settle } from './settle';

/** Paystack references are letters, digits and a few separators; this also keeps them valid document ids. */
export const referencePattern = /^[A-Za-z0-9][A-Za-z0-9._=-]{0,99}$/;

interface VerifyBody {
  reference: string;
  /** The spec names this field studentName; on /donatepay it holds the donor's name. */
  name: string;
  waitMs: number;
}

function readVerifyBody(body: unknown): VerifyBody | string {
  if (typeof body !== 'object' || body === null) return 'Body must be JSON {reference, studentName}';
  const { reference, studentName, wait } = body as Record<string, unknown>;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) return 'Invalid reference';
  if (typeof studentName !== 'string' || studentName.trim() === '' || studentName.length > 120) return 'Invalid studentName';
  if (wait !== undefined && (typeof wait !== 'number' || !Number.isFinite(wait) || wait < 0)) return 'Invalid wait';
  const waitMs = wait === undefined ? maxWaitMs : Math.min(wait * 1000, maxWaitMs);
  return { reference, name: studentName.trim(), waitMs };
}

export const verifyPayment = onRequest(httpOptions, async (req, res) => {
  // JSON posts only: a cross-site HTML form can send neither JSON nor a custom content type.
  if (!admit(req, res, 'POST')) return;
  const input = readVerifyBody(req.body);
  if (typeof input === 'string') {
    res.status(400).json({ status: 'failed', reason: input });
    return;
  }
  try {
    const settled = await settle(input.reference, input.name, 'verify', input.waitMs, clientAddress(req));
    if (settled.body.status === 'limited') res.set('Retry-After', String(settled.body.retryAfter));
    res.status(settled.http).json(settled.body);
  } catch (error) {
    logger.error('verifyPayment crashed', { reference: input.reference, error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});
