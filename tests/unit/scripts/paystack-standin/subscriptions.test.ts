// The Paystack stand-in's plans and subscriptions speak Paystack's contracts: a secret key is
// needed, a plan and a subscription come back in Paystack's shapes, enable and disable need
// the email token, a renewal charged through the test control moves the next date and is a
// transaction the verify API knows (with its plan), an expired card is declined, and every
// event reaches the webhook signed as Paystack signs.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPaystackStandin } from '../../../../scripts/paystack-standin/server.mjs';

const KEY = 'sk_test_unit';
// Paystack's answers, read loosely: each test names the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const events: { event: string; data: Record<string, unknown>; signed: boolean }[] = [];
let hook: Server;
let standin: { url: string; close: () => Promise<void> };
const auth = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' };

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signed = req.headers['x-paystack-signature'] === createHmac('sha512', KEY).update(raw).digest('hex');
      events.push({ ...(JSON.parse(raw) as { event: string; data: Record<string, unknown> }), signed });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as { port: number }).port;
  standin = await startPaystackStandin({ port: 0, secretKey: KEY, webhookUrl: `http://127.0.0.1:${port}/` });
});
afterAll(async () => {
  await standin.close();
  await new Promise((resolve) => hook.close(resolve));
});

const call = async (path: string, body?: unknown, headers: Record<string, string> = auth) => {
  const res = await fetch(`${standin.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { http: res.status, body: (await res.json()) as { status: boolean; data: Json; message?: string } };
};
const until = (done: () => boolean) =>
  vi.waitFor(() => {
    if (!done()) throw new Error('the webhook has not come yet');
  });

describe('the Paystack stand-in: plans and subscriptions', () => {
  it('speaks the plan, subscription, token, renewal and charge-authorization contracts', async () => {
    expect((await call('/plan', undefined, {})).http).toBe(401);
    expect((await call('/plan', { name: 'X', amount: 100, interval: 'fortnightly', currency: 'USD' })).http).toBe(400);
    const plan = (
      await call('/plan', { name: 'JengaCode Starter monthly USD 45', amount: 4500, interval: 'monthly', currency: 'USD' })
    ).body.data;
    expect(plan.plan_code).toMatch(/^PLN_/);
    expect((await call('/plan')).body.data.map((p: Json) => p.plan_code)).toContain(plan.plan_code);

    const sub = (await call('/subscription', { customer: 'amina@example.com', plan: plan.plan_code })).body.data;
    expect(sub).toMatchObject({
      status: 'active',
      plan: { plan_code: plan.plan_code },
      customer: { email: 'amina@example.com' },
    });
    await until(() => events.some((e) => e.event === 'subscription.create'));
    expect(events.find((e) => e.event === 'subscription.create')).toMatchObject({ signed: true });

    // Turning renewal off needs the subscription's email token.
    expect((await call('/subscription/disable', { code: sub.subscription_code, token: 'wrong' })).http).toBe(400);
    expect((await call('/subscription/disable', { code: sub.subscription_code, token: sub.email_token })).http).toBe(200);
    expect((await call(`/subscription/${sub.subscription_code}`)).body.data.status).toBe('cancelled');
    expect((await call('/subscription/enable', { code: sub.subscription_code, token: sub.email_token })).http).toBe(200);
    expect((await call(`/subscription/${sub.subscription_code}/manage/link`)).body.data.link).toContain('/__standin/manage/');

    // The renewal control: invoice.create, charge.success, invoice.update (paid); the next date moves.
    const renewed = await call(`/__standin/subscriptions/${sub.subscription_code}/charge`, { outcome: 'success' }, {});
    expect(renewed.http).toBe(200);
    const reference = (renewed.body as unknown as { reference: string }).reference;
    expect((await call(`/transaction/verify/${reference}`)).body.data).toMatchObject({ status: 'success', plan: plan.plan_code });
    const after = (await call(`/subscription/${sub.subscription_code}`)).body.data;
    expect(Date.parse(after.next_payment_date)).toBeGreaterThan(Date.parse(sub.next_payment_date));
    await until(() => events.some((e) => e.event === 'invoice.update'));
    const update = events.find((e) => e.event === 'invoice.update')!;
    expect(update.signed).toBe(true);
    expect(update.data).toMatchObject({ paid: true, transaction: { reference } });

    // The saved card charged again; once expired, declined, and the next renewal fails.
    const charge = { email: 'amina@example.com', amount: 4500, authorization_code: sub.authorization.authorization_code };
    expect((await call('/transaction/charge_authorization', charge)).body.data.status).toBe('success');
    await call(`/__standin/subscriptions/${sub.subscription_code}/expire-card`, {}, {});
    expect((await call('/transaction/charge_authorization', charge)).body.data.status).toBe('failed');
    await call(`/__standin/subscriptions/${sub.subscription_code}/charge`, { outcome: 'success' }, {});
    await until(() => events.some((e) => e.event === 'invoice.payment_failed'));
    expect((await call(`/subscription/${sub.subscription_code}`)).body.data.status).toBe('attention');
    expect((await call('/subscription/SUB_unknown')).http).toBe(404);
  });

  it("subscribes the card of the customer's charge: the one named, or their most recent", async () => {
    const plan = (await call('/plan', { name: 'Cards', amount: 4500, interval: 'monthly', currency: 'USD' })).body.data;
    const charge = async (email: string) => {
      const made = await call('/__standin/transactions', { status: 'success', amount: 4500, currency: 'USD', email }, {});
      return (made.body as unknown as Json).authorization as Json;
    };
    const first = await charge('neema@example.com');
    const latest = await charge('neema@example.com');
    const stranger = await charge('other@example.com');
    expect(first.authorization_code).toMatch(/^AUTH_/);
    expect(latest.authorization_code).not.toBe(first.authorization_code);

    const customer = { customer: 'neema@example.com', plan: plan.plan_code };
    const byDefault = (await call('/subscription', customer)).body.data;
    expect(byDefault.authorization.authorization_code).toBe(latest.authorization_code);
    const named = (await call('/subscription', { ...customer, authorization: first.authorization_code })).body.data;
    expect(named.authorization.authorization_code).toBe(first.authorization_code);
    expect((await call('/subscription', { ...customer, authorization: stranger.authorization_code })).http).toBe(400);
  });
});
