// paystackWebhook: Paystack tells us directly that a charge succeeded (also one that was
// still pending when the browser gave up). The event is only a hint: settle() asks
// Paystack again and records the payment once, whoever comes first. Subscription and
// invoice events move a card enrollment's subscription (enrollments/subscriptions.ts); a
// paid invoice's charge is settled first, the same way. A renewal charge, once recorded, gives
// the family's referral credit back as a partial refund (renewal-credit.ts), whose outcome
// Paystack's refund events then tell.
import { plainHandler } from '../platform/opening';
import * as logger from 'firebase-functions/logger';
import { signatureMatches } from './signature';
import { recordSubscriptionEvent } from '../enrollments/subscriptions';
import { queuePaymentMail } from '../mail/payment-mail';
import { paystackApi, paystackSecret } from './config';
import { settle } from './settle';
import { readWebhookEvent, type WebhookEvent } from './webhook-request';
import { subscriptionManageLink } from './paystack-subscriptions';
import { firestore } from '../platform/admin';
import { paymentsOf } from '../platform/stored';
import { recordRefundOutcome, refundRenewalCredit } from './renewal-credit';

/** A subscription or invoice event: the paid charge settled first, then the subscription's facts. */
async function subscriptionEvent(request: Extract<WebhookEvent, { kind: 'subscription' }>): Promise<number> {
  const { event, reference } = request;
  if (reference) {
    const settled = await settle(reference, undefined, 'webhook');
    if (settled.http >= 500 || settled.body.status === 'pending') return 500;
    if (settled.body.status === 'success' && !(await refundRenewalCredit(firestore(), reference, paystackApi()))) return 500;
  }
  // Paystack's page to change the card, for the family's mail about a failed renewal.
  const updateCardUrl = event.kind === 'invoice-failed' ? await subscriptionManageLink(paystackApi(), event.code) : null;
  const applied = await recordSubscriptionEvent(firestore(), event, new Date(), { reference, updateCardUrl });
  // Idempotent: queues only what is not queued yet, e.g. the receipt that waited for this invoice.
  if (reference) {
    const paid = (await paymentsOf(firestore()).doc(reference).get()).data();
    if (paid) await queuePaymentMail(firestore(), reference, { ...paid });
  }
  logger.info('subscription event', { code: event.code, kind: event.kind, ...applied });
  return 200;
}

// A 5xx makes Paystack send the event again later; every step is idempotent.
export const paystackWebhook = plainHandler(
  {
    name: 'paystackWebhook',
    options: { secrets: [paystackSecret] },
    methods: ['POST'],
    failed: { received: false },
  },
  async (req, res) => {
    if (!signatureMatches(req.rawBody ?? Buffer.alloc(0), req.get('x-paystack-signature'), paystackSecret.value())) {
      res.status(401).json({ status: 'failed', reason: 'Invalid signature' });
      return;
    }
    const parsed = readWebhookEvent(req.body);
    if (!parsed.ok) {
      res.status(parsed.http).json({ received: false, reason: parsed.body.reason });
      return;
    }
    if (parsed.request.kind === 'subscription') {
      res.status(await subscriptionEvent(parsed.request)).json({ received: true });
      return;
    }
    if (parsed.request.kind === 'refund') {
      await recordRefundOutcome(firestore(), parsed.request.reference, parsed.request.status);
      res.status(200).json({ received: true });
      return;
    }
    if (parsed.request.kind !== 'charge') {
      res.status(200).json({ received: true });
      return;
    }
    // The event's own fields are not trusted: settle() re-verifies with Paystack.
    const settled = await settle(parsed.request.reference, undefined, 'webhook');
    // Also when Paystack still says pending: retried later.
    const refunded =
      settled.body.status !== 'success' || (await refundRenewalCredit(firestore(), parsed.request.reference, paystackApi()));
    const retryLater = settled.http >= 500 || settled.body.status === 'pending' || !refunded;
    const recorded = settled.body.status === 'success' || settled.body.status === 'review';
    res.status(retryLater ? 500 : 200).json({ received: true, recorded });
  },
);
