// paystackWebhook: Paystack tells us directly that a charge succeeded (also one that was
// still pending when the browser gave up). The event is only a hint: settle() asks
// Paystack again and records the payment once, whoever comes first.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { signatureMatches } from '../signature';
import { httpOptions, paystackSecret } from './config';
import { settle } from './settle';
import { readWebhookEvent } from './webhook-request';

export const paystackWebhook = onRequest(httpOptions, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).end();
    return;
  }
  if (!signatureMatches(req.rawBody ?? Buffer.alloc(0), req.get('x-paystack-signature'), paystackSecret.value())) {
    res.status(401).json({ status: 'failed', reason: 'Invalid signature' });
    return;
  }
  const parsed = readWebhookEvent(req.body);
  if (!parsed.ok) {
    res.status(parsed.http).json({ received: false, reason: parsed.body.reason });
    return;
  }
  if (parsed.request.kind !== 'charge') {
    res.status(200).json({ received: true });
    return;
  }
  const reference = parsed.request.reference;
  try {
    // The event's own fields are not trusted: settle() re-verifies with Paystack.
    const settled = await settle(reference, undefined, 'webhook');
    // A 5xx makes Paystack send the event again later (also when Paystack still says pending).
    const retryLater = settled.http >= 500 || settled.body.status === 'pending';
    const recorded = settled.body.status === 'success' || settled.body.status === 'review';
    res.status(retryLater ? 500 : 200).json({ received: true, recorded });
  } catch (error) {
    logger.error('paystackWebhook crashed', { reference, error: (error as Error).message });
    res.status(500).json({ received: false });
  }
});
