// Cloud Functions: verifyPayment (the browser asks after Paystack's popup returns a
// reference) and paystackWebhook (Paystack tells us directly). Both settle a payment the
// same way: ask Paystack's verify API with our secret key, check the transaction against
// the plans data, and record payments/{reference} once.
// The trial bookings' functions (book, availability, manage) live in ./bookings.
import { onRequest } from 'firebase-functions/v2/https';
import { defineSecret, defineString } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import plansData from '../../src/content/plans.yaml';
import type { PricedPlan } from '../../src/domain/pricing';
import { verifyTransaction } from './paystack';
import { checkTransaction } from './rules';
import { recordOnce, type Source } from './record';
import { signatureMatches } from './signature';
import { applyCors, siteFunctionOptions } from './http';

export { book } from './bookings/book';
export { availability } from './bookings/availability';
export { manage } from './bookings/manage';
export { staffAction } from './staff/action';

const paystackSecret = defineSecret('PAYSTACK_SECRET_KEY');
const paystackApiUrl = defineString('PAYSTACK_API_URL', { default: 'https://api.paystack.co' });

if (getApps().length === 0) initializeApp();
const db = () => getFirestore();

const plans = readPlans(plansData);

function readPlans(data: unknown): PricedPlan[] {
  // The site's build validates this file with its zod schema; here we only refuse to run
  // with a file that could not be a price list at all.
  if (!Array.isArray(data) || data.length === 0) throw new Error('plans.yaml: expected a list of plans');
  for (const plan of data as PricedPlan[]) {
    for (const period of ['monthly', 'quarterly', 'yearly'] as const) {
      const price = plan?.[period];
      if (typeof plan?.id !== 'string' || typeof price?.kes !== 'number' || typeof price?.usd !== 'number') {
        throw new Error(`plans.yaml: plan ${JSON.stringify(plan?.id)} has no ${period} kes/usd price`);
      }
    }
  }
  return data as PricedPlan[];
}

type Answer = { status: 'success' } | { status: 'failed'; reason: string };

interface Settled {
  http: number;
  body: Answer;
}

/** Paystack references are letters, digits and a few separators; this also keeps them valid document ids. */
const referencePattern = /^[A-Za-z0-9][A-Za-z0-9._=-]{0,99}$/;

async function settle(reference: string, studentName: string | undefined, source: Source): Promise<Settled> {
  // A replay answers the recorded result without asking Paystack again.
  const existing = await db().collection('payments').doc(reference).get();
  if (existing.exists) return { http: 200, body: { status: 'success' } };

  const outcome = await verifyTransaction(paystackApiUrl.value(), paystackSecret.value(), reference);
  switch (outcome.kind) {
    case 'retryable':
      logger.warn('paystack verify failed, caller should retry', { reference, detail: outcome.detail });
      return { http: 502, body: { status: 'failed', reason: 'Payment provider unavailable, try again' } };
    case 'misconfigured':
      logger.error('paystack refused our secret key', { reference, detail: outcome.detail });
      return { http: 500, body: { status: 'failed', reason: 'Payment verification is not configured' } };
    case 'not_found':
      return { http: 200, body: { status: 'failed', reason: 'Transaction not found' } };
    case 'found':
      break;
  }

  const check = checkTransaction(outcome.data, reference, plans, studentName);
  if (!check.ok && check.pending) {
    // Not a refusal yet: a 5xx makes the browser retry (and Paystack resend a webhook);
    // if the charge completes after the browser gives up, the webhook records it.
    logger.info('payment still pending', { reference, status: String(outcome.data.status), source });
    return { http: 503, body: { status: 'failed', reason: 'pending' } };
  }
  if (!check.ok) {
    logger.warn('payment refused', { reference, reason: check.reason, source });
    return { http: 200, body: { status: 'failed', reason: check.reason } };
  }
  const written = await recordOnce(db(), check.record, source);
  logger.info('payment settled', { reference, written, source, kind: check.record.kind });
  return { http: 200, body: { status: 'success' } };
}

function readVerifyBody(body: unknown): { reference: string; studentName: string } | string {
  if (typeof body !== 'object' || body === null) return 'Body must be JSON {reference, studentName}';
  const { reference, studentName } = body as Record<string, unknown>;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) return 'Invalid reference';
  if (typeof studentName !== 'string' || studentName.trim() === '' || studentName.length > 120) return 'Invalid studentName';
  return { reference, studentName: studentName.trim() };
}

const httpOptions = { ...siteFunctionOptions, secrets: [paystackSecret] };

export const verifyPayment = onRequest(httpOptions, async (req, res) => {
  const corsAllowed = applyCors(req, res);
  res.set('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    res.status(corsAllowed ? 204 : 403).end();
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'POST, OPTIONS').status(405).json({ status: 'failed', reason: 'Use POST' });
    return;
  }
  const input = readVerifyBody(req.body);
  if (typeof input === 'string') {
    res.status(400).json({ status: 'failed', reason: input });
    return;
  }
  try {
    const settled = await settle(input.reference, input.studentName, 'verify');
    res.status(settled.http).json(settled.body);
  } catch (error) {
    logger.error('verifyPayment crashed', { reference: input.reference, error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});

export const paystackWebhook = onRequest(httpOptions, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).end();
    return;
  }
  if (!signatureMatches(req.rawBody ?? Buffer.alloc(0), req.get('x-paystack-signature'), paystackSecret.value())) {
    res.status(401).json({ status: 'failed', reason: 'Invalid signature' });
    return;
  }
  const event = req.body as { event?: unknown; data?: { reference?: unknown; metadata?: unknown } } | undefined;
  if (event?.event !== 'charge.success') {
    res.status(200).json({ received: true });
    return;
  }
  const reference = event.data?.reference;
  if (typeof reference !== 'string' || !referencePattern.test(reference)) {
    res.status(200).json({ received: true, recorded: false });
    return;
  }
  try {
    // The event's own fields are not trusted: settle() re-verifies with Paystack.
    const settled = await settle(reference, undefined, 'webhook');
    // A 5xx makes Paystack send the event again later.
    res.status(settled.http >= 500 ? 500 : 200).json({ received: true, recorded: settled.body.status === 'success' });
  } catch (error) {
    logger.error('paystackWebhook crashed', { reference, error: (error as Error).message });
    res.status(500).json({ received: false });
  }
});
