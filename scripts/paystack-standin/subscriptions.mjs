// The Paystack stand-in's plans and subscriptions, in Paystack's shapes (base URL, Bearer
// secret key, answers {status, message, data}):
//   POST /plan {name, amount, interval, currency}   a plan (PLN_…); GET /plan lists them; GET /plan/:code
//   POST /subscription {customer, plan, authorization?, start_date?}   with the customer's card of that
//        authorization code (one of theirs, else refused), or, as Paystack does, their most recent card
//        (a customer with no card yet gets a new test card: the stand-in's leniency)
//   GET  /subscription/:code                         status, next_payment_date, email_token, plan, card
//   POST /subscription/disable | /enable {code, token}   a wrong token is refused; disable sends subscription.disable
//   GET  /subscription/:code/manage/link             {link}: a stand-in page where a person changes the card
// A subscriber's card is also charged by POST /transaction/charge_authorization (charges.mjs).
// A card payment in the popup with `planCode` subscribes the card: charge.success, then
// subscription.create, both signed. Test controls: subscription-controls.mjs.
import { randomBytes } from 'node:crypto';
import { handleControls } from './subscription-controls.mjs';

const INTERVAL_MONTHS = { monthly: 1, quarterly: 3, biannually: 6, annually: 12 };
const INTERVAL_DAYS = { daily: 1, weekly: 7 };
const CURRENCIES = new Set(['KES', 'USD', 'NGN', 'GHS', 'ZAR']);

const code = (prefix) => `${prefix}_${randomBytes(8).toString('hex')}`;

function next(fromIso, interval) {
  const d = new Date(fromIso);
  if (interval in INTERVAL_DAYS) return new Date(d.getTime() + INTERVAL_DAYS[interval] * 86_400_000).toISOString();
  d.setUTCMonth(d.getUTCMonth() + INTERVAL_MONTHS[interval]);
  return d.toISOString();
}

/** A card's authorization as Paystack gives it with a successful card charge (a new card unless one is given). */
export const card = (authorization) => ({
  authorization_code: authorization?.authorization_code ?? code('AUTH'),
  bin: '408408',
  last4: authorization?.last4 ?? '4081',
  exp_month: authorization?.exp_month ?? '12',
  exp_year: authorization?.exp_year ?? String(new Date().getUTCFullYear() + 3),
  channel: 'card',
  card_type: 'visa',
  brand: 'visa',
  reusable: true,
});

/**
 * @param {{ url: () => string, record: (input: any) => any, sendEvent: (event: string, data: any) => Promise<void>,
 *           cardsOf: (email: string) => any[], declined: Map<string, string>, log: (line: string) => void }} deps
 *   cardsOf: the customer's card authorizations from their successful charges, oldest first
 *   declined: authorization codes whose charges are declined, with the bank's answer (charges.mjs)
 */
export function createSubscriptions({ url, record, sendEvent, cardsOf, declined, log }) {
  /** @type {Map<string, any>} */
  const plans = new Map();
  /** @type {Map<string, any>} */
  const subs = new Map();

  function createPlan(input) {
    const interval = String(input.interval ?? '');
    if (!(interval in INTERVAL_MONTHS) && !(interval in INTERVAL_DAYS)) throw new Error('Invalid interval');
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new Error('Amount must be a positive whole number of subunits');
    const currency = String(input.currency ?? 'NGN').toUpperCase();
    if (!CURRENCIES.has(currency)) throw new Error(`Currency ${currency} is not supported for plans`);
    if (typeof input.name !== 'string' || !input.name.trim()) throw new Error('Plan name is required');
    const plan = {
      id: plans.size + 1,
      name: input.name.trim(),
      plan_code: code('PLN'),
      amount: input.amount,
      interval,
      currency,
    };
    plans.set(plan.plan_code, plan);
    return plan;
  }

  /** What Paystack's webhooks and GET /subscription carry. */
  const shape = (s) => ({
    domain: 'test',
    status: s.status,
    subscription_code: s.subscription_code,
    email_token: s.email_token,
    amount: s.plan.amount,
    next_payment_date: s.next_payment_date,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    plan: s.plan,
    authorization: s.authorization,
    customer: { email: s.email, customer_code: s.customer_code },
  });

  function subscribe({ email, planCode, authorization, startDate }) {
    const plan = plans.get(planCode);
    if (!plan) throw new Error('Plan not found');
    const now = new Date().toISOString();
    const s = {
      subscription_code: code('SUB'),
      email_token: randomBytes(8).toString('hex'),
      status: 'active',
      email,
      customer_code: `CUS_${Buffer.from(email).toString('hex').slice(0, 12)}`,
      plan,
      authorization: card(authorization),
      next_payment_date: startDate ?? next(now, plan.interval),
      createdAt: now,
      updatedAt: now,
    };
    subs.set(s.subscription_code, s);
    log(`subscription ${s.subscription_code} ${email} ${plan.plan_code}`);
    void sendEvent('subscription.create', shape(s));
    return s;
  }

  /** After a successful popup charge: a card paying a plan subscribes. */
  function afterCharge(tx) {
    if (tx.status !== 'success' || tx.channel !== 'card' || typeof tx.plan !== 'string' || !plans.has(tx.plan)) return;
    subscribe({ email: tx.customer.email, planCode: tx.plan, authorization: tx.authorization });
  }

  function invoice(s, paid, reference) {
    const start = s.next_payment_date;
    return {
      domain: 'test',
      invoice_code: code('INV'),
      amount: s.plan.amount,
      period_start: start,
      period_end: next(start, s.plan.interval),
      status: paid ? 'success' : 'pending',
      paid,
      paid_at: paid ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
      authorization: s.authorization,
      subscription: {
        status: s.status,
        subscription_code: s.subscription_code,
        email_token: s.email_token,
        amount: s.plan.amount,
        next_payment_date: s.next_payment_date,
      },
      customer: { email: s.email, customer_code: s.customer_code },
      ...(reference ? { transaction: { reference, status: 'success', amount: s.plan.amount, currency: s.plan.currency } } : {}),
    };
  }

  /** The next renewal, charged now with the outcome asked for (an expired card always fails). */
  async function charge(s, outcome) {
    if (s.status !== 'active' && s.status !== 'attention') throw new Error(`Subscription is ${s.status}`);
    await sendEvent('invoice.create', invoice(s, false));
    if (outcome === 'failed' || declined.has(s.authorization.authorization_code)) {
      s.status = 'attention';
      s.updatedAt = new Date().toISOString();
      await sendEvent('invoice.payment_failed', invoice(s, false));
      return { outcome: 'failed' };
    }
    const tx = record({
      status: 'success',
      amount: s.plan.amount,
      currency: s.plan.currency,
      email: s.email,
      plan: s.plan.plan_code,
      channel: 'card',
    });
    tx.authorization = s.authorization;
    s.next_payment_date = next(s.next_payment_date, s.plan.interval);
    s.status = 'active';
    s.updatedAt = new Date().toISOString();
    await sendEvent('charge.success', tx);
    await sendEvent('invoice.update', invoice(s, true, tx.reference));
    return { outcome: 'success', reference: tx.reference };
  }

  /** Answers a request this module owns; false when the path is not one of its own. */
  async function handle(req, path, send, readJson, authorized) {
    const method = req.method;
    /** Sends the answer and says the request was this module's. */
    const reply = (status, body, headers) => {
      send(status, body, headers);
      return true;
    };
    const api = path === '/plan' || path.startsWith('/plan/') || path === '/subscription' || path.startsWith('/subscription/');
    if (api && !authorized) return reply(401, { status: false, message: 'Invalid key' });

    if (method === 'POST' && path === '/plan') {
      try {
        return reply(200, { status: true, message: 'Plan created', data: createPlan(await readJson(req)) });
      } catch (error) {
        return reply(400, { status: false, message: error.message });
      }
    }
    if (method === 'GET' && path === '/plan')
      return reply(200, { status: true, message: 'Plans retrieved', data: [...plans.values()] });
    const plan = path.match(/^\/plan\/([A-Za-z0-9_]+)$/);
    if (method === 'GET' && plan) {
      const p = plans.get(plan[1]);
      if (!p) return reply(404, { status: false, message: 'Plan not found' });
      return reply(200, { status: true, message: 'Plan retrieved', data: p });
    }

    if (method === 'POST' && path === '/subscription') {
      const input = await readJson(req);
      try {
        const email = String(input.customer ?? '');
        const cards = cardsOf(email);
        // Paystack charges the authorization named, which must be the customer's, or their most recent one.
        const chosen =
          input.authorization === undefined ? cards.at(-1) : cards.find((c) => c.authorization_code === input.authorization);
        if (input.authorization !== undefined && !chosen) throw new Error('Authorization code not found for this customer');
        const s = subscribe({ email, planCode: String(input.plan ?? ''), authorization: chosen, startDate: input.start_date });
        return reply(200, { status: true, message: 'Subscription successfully created', data: shape(s) });
      } catch (error) {
        return reply(400, { status: false, message: error.message });
      }
    }
    const toggle = path.match(/^\/subscription\/(enable|disable)$/);
    if (method === 'POST' && toggle) {
      const input = await readJson(req);
      const s = subs.get(String(input.code ?? ''));
      if (!s || input.token !== s.email_token)
        return reply(400, { status: false, message: 'Subscription with code not found or already inactive' });
      s.status = toggle[1] === 'enable' ? 'active' : 'cancelled';
      s.updatedAt = new Date().toISOString();
      if (toggle[1] === 'disable') void sendEvent('subscription.disable', shape(s));
      return reply(200, { status: true, message: `Subscription ${toggle[1]}d successfully` });
    }
    const manage = path.match(/^\/subscription\/([A-Za-z0-9_]+)\/manage\/link$/);
    if (method === 'GET' && manage) {
      const s = subs.get(manage[1]);
      if (!s) return reply(404, { status: false, message: 'Subscription not found' });
      return reply(200, {
        status: true,
        message: 'Link generated',
        data: { link: `${url()}/__standin/manage/${s.subscription_code}` },
      });
    }
    const one = path.match(/^\/subscription\/([A-Za-z0-9_]+)$/);
    if (method === 'GET' && one) {
      const s = subs.get(one[1]);
      if (!s) return reply(404, { status: false, message: 'Subscription not found' });
      return reply(200, { status: true, message: 'Subscription retrieved', data: shape(s) });
    }

    return handleControls(req, path, reply, readJson, { subs, shape, charge, sendEvent, card, declined });
  }

  /** A subscriber's card (one the manage page put may have paid nothing yet), as a charge of it reads it. */
  function cardOf(code) {
    const s = [...subs.values()].find((x) => x.authorization.authorization_code === code);
    return s && { authorization: s.authorization, customer: { email: s.email }, currency: s.plan.currency };
  }

  return { handle, afterCharge, cardOf };
}
