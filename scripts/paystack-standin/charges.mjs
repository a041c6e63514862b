// The Paystack stand-in's saved-card charges and refunds, in Paystack's contracts (Bearer secret key,
// answers {status, message, data}):
//   POST /transaction/charge_authorization {email, amount, authorization_code, reference?, currency?, metadata?}
//        charges any reusable card a successful transaction here handed back (a popup charge, a seeded one,
//        a subscription's), for the customer whose card it is. Answered as Paystack does: 200 with
//        data.status 'success' (and the charge.success webhook), or 200 with data.status 'failed' and the
//        bank's gateway_response for a declined card; 400 for an unknown authorization, another
//        customer's, or a reference already used ('Duplicate Transaction Reference').
//   POST /refund {transaction (reference or id), amount?, currency?, customer_note?, merchant_note?}
//        a full or partial refund of a successful charge ('Refund has been queued for processing'), then
//        the webhooks refund.pending and refund.processed; more than is left to refund is refused (400)
//   GET  /refund?transaction=  lists the refunds (of one transaction); GET /refund/:id fetches one
// Test controls (not Paystack's):
//   POST /__standin/cards/:authorization_code/decline {reason?}   from now on that card is declined with
//        reason as gateway_response (default 'Declined'; 'Expired Card' for an expired one); {reason: null}
//        lets it pay again. A subscription's expire-card control declines its card the same way.
import { randomBytes } from 'node:crypto';

/**
 * @param {{ transactions: Map<string, any>, record: (input: any) => any, sendEvent: (event: string, data: any) => Promise<void>,
 *           subscriberCard: (code: string) => any, log: (line: string) => void }} deps
 *   subscriberCard: a subscription's card of that code, as {authorization, customer, currency}, or undefined
 */
export function createCharges({ transactions, record, sendEvent, subscriberCard, log }) {
  /** Cards declined from now on: authorization code -> the bank's answer. */
  const declined = new Map();
  /** @type {Map<number, any>} */
  const refunds = new Map();
  /** The last successful charge that handed back this card (its card, customer and currency), or a subscriber's. */
  const cardOf = (code) =>
    [...transactions.values()].findLast((tx) => tx.status === 'success' && tx.authorization?.authorization_code === code) ??
    subscriberCard(code);
  let nextRefund = 3000001;

  function chargeAuthorization(input) {
    const code = String(input.authorization_code ?? '');
    const paid = cardOf(code);
    if (!paid || paid.customer.email !== input.email) return [400, { status: false, message: 'Invalid authorization code' }];
    const amount = typeof input.amount === 'string' && /^\d+$/.test(input.amount) ? Number(input.amount) : input.amount;
    if (!Number.isInteger(amount) || amount <= 0) return [400, { status: false, message: 'Invalid amount' }];
    const reason = declined.get(code);
    let tx;
    try {
      tx = record({
        status: reason ? 'failed' : 'success',
        amount,
        currency: input.currency ?? paid.currency,
        email: paid.customer.email,
        channel: 'card',
        ...(typeof input.reference === 'string' ? { reference: input.reference } : {}),
        metadata: input.metadata ?? {},
        // The same card pays again: its authorization goes with the charge.
        authorization: paid.authorization,
      });
    } catch (error) {
      return [400, { status: false, message: error.message }];
    }
    tx.authorization = paid.authorization;
    if (reason) tx.gateway_response = reason;
    log(`charge_authorization ${tx.reference} ${tx.status} ${amount}`);
    if (tx.status === 'success') void sendEvent('charge.success', tx);
    return [200, { status: true, message: 'Charge attempted', data: tx }];
  }

  const refundedOf = (tx) => [...refunds.values()].filter((r) => r.transaction.id === tx.id).reduce((a, r) => a + r.amount, 0);

  function refund(input) {
    const key = String(input.transaction ?? '');
    const tx = transactions.get(key) ?? [...transactions.values()].find((t) => String(t.id) === key);
    if (!tx) return [404, { status: false, message: 'Transaction not found' }];
    if (tx.status !== 'success') return [400, { status: false, message: 'Transaction has not been paid' }];
    const left = tx.amount - refundedOf(tx);
    const amount = input.amount === undefined ? left : Number(input.amount);
    if (!Number.isInteger(amount) || amount <= 0) return [400, { status: false, message: 'Invalid amount' }];
    if (amount > left) return [400, { status: false, message: 'Refund amount cannot be more than the transaction amount' }];
    const now = new Date().toISOString();
    const r = {
      id: nextRefund++,
      integration: 1,
      domain: 'test',
      currency: tx.currency,
      amount,
      deducted_amount: 0,
      fully_deducted: false,
      channel: tx.channel,
      status: 'pending',
      customer_note: String(input.customer_note ?? `Refund for transaction ${tx.reference}`),
      merchant_note: String(input.merchant_note ?? ''),
      refund_reference: `RF_${randomBytes(6).toString('hex')}`,
      createdAt: now,
      updatedAt: now,
      transaction: {
        id: tx.id,
        domain: 'test',
        reference: tx.reference,
        amount: tx.amount,
        paid_at: tx.paid_at,
        channel: tx.channel,
        currency: tx.currency,
      },
    };
    refunds.set(r.id, r);
    log(`refund ${r.id} ${tx.reference} ${amount}`);
    const event = (status) => ({
      status,
      transaction_reference: tx.reference,
      refund_reference: r.refund_reference,
      amount,
      currency: tx.currency,
      processor: 'card',
      customer: { email: tx.customer.email },
      integration: 1,
      domain: 'test',
      id: String(r.id),
    });
    void sendEvent('refund.pending', event('pending')).then(() => {
      r.status = 'processed';
      r.updatedAt = new Date().toISOString();
      return sendEvent('refund.processed', event('processed'));
    });
    return [200, { status: true, message: 'Refund has been queued for processing', data: r }];
  }

  /** Answers a request this module owns; false when the path is not one of its own. */
  async function handle(req, path, reply, readJson, authorized) {
    const method = req.method;
    const control = path.match(/^\/__standin\/cards\/(AUTH_[A-Za-z0-9]+)\/decline$/);
    if (method === 'POST' && control) {
      const input = await readJson(req).catch(() => ({}));
      if (input.reason === null) declined.delete(control[1]);
      else declined.set(control[1], typeof input.reason === 'string' ? input.reason : 'Declined');
      return reply(200, { status: true, declined: declined.get(control[1]) ?? null });
    }
    const api = path === '/transaction/charge_authorization' || path === '/refund' || path.startsWith('/refund/');
    if (!api) return false;
    if (!authorized) return reply(401, { status: false, message: 'Invalid key' });
    if (method === 'POST' && path === '/transaction/charge_authorization')
      return reply(...chargeAuthorization(await readJson(req)));
    if (method === 'POST' && path === '/refund') return reply(...refund(await readJson(req)));
    if (method === 'GET' && path === '/refund') {
      const of = new URL(req.url ?? '/', 'http://standin').searchParams.get('transaction');
      const list = [...refunds.values()].filter((r) => !of || String(r.transaction.id) === of || r.transaction.reference === of);
      return reply(200, { status: true, message: 'Refunds retrieved', data: list, meta: { total: list.length } });
    }
    const one = path.match(/^\/refund\/(\d+)$/);
    if (method === 'GET' && one) {
      const r = refunds.get(Number(one[1]));
      return r
        ? reply(200, { status: true, message: 'Refund retrieved', data: r })
        : reply(404, { status: false, message: 'Refund not found' });
    }
    return reply(404, { status: false, message: 'Not found' });
  }

  return { handle, declined };
}
