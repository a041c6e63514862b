// verifyPayment against the Functions and Firestore emulators and the Paystack stand-in.
// Prices in expectations come from the plans data file through the pricing module.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { planPrice, type PricedPlan } from '../../../src/domain/pricing';
import {
  failNextVerify,
  payment,
  paymentsWithReference,
  seed,
  settledTo,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
} from '../../support/functions/helpers';

beforeAll(() => warmUp(), WARM_UP_MS);

const plans = yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[];
const plan = (id: string) => {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id} in plans.yaml`);
  return found;
};
const eliteYearlyKes = planPrice(plan('elite'), 'yearly', 'KES');
const eliteYearlyUsd = planPrice(plan('elite'), 'yearly', 'USD');
const starterMonthlyUsd = planPrice(plan('starter'), 'monthly', 'USD');

const eliteYearly = (studentName = 'Wanjiru Kamau') => ({ kind: 'plan', plan: 'elite', period: 'yearly', studentName });

async function expectRefused(reference: string, reasonPattern: RegExp) {
  const reply = await verify({ reference, studentName: 'Amani Otieno' });
  expect(reply.http).toBe(200);
  expect(reply.body.status).toBe('failed');
  expect(reply.body.reason).toMatch(reasonPattern);
  expect(await payment(reference)).toBeNull();
}

describe('verifyPayment accepts', () => {
  it('a plan paid at exactly its price, and records it once', async () => {
    const reference = await seed({
      amount: eliteYearlyKes * 100,
      currency: 'KES',
      metadata: eliteYearly(),
      email: 'mama@example.com',
    });
    const reply = await verify({ reference, studentName: 'Wanjiru Kamau' });
    expect(reply).toMatchObject({ http: 200, body: { status: 'success' } });
    const stored = await payment(reference);
    expect(stored?.data).toMatchObject({
      reference,
      status: 'success',
      kind: 'plan',
      plan: 'elite',
      period: 'yearly',
      amount: eliteYearlyKes,
      amountSubunits: eliteYearlyKes * 100,
      currency: 'KES',
      studentName: 'Wanjiru Kamau',
      email: 'mama@example.com',
      source: 'verify',
    });
    expect(stored?.data.createdAt).toBeInstanceOf(Date);
  });

  it("records Paystack's metadata name, never the browser's, even when the metadata has none", async () => {
    const named = await seed({ amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly('Wanjiru Kamau') });
    expect((await verify({ reference: named, studentName: 'Someone Else' })).body.status).toBe('success');
    expect((await payment(named))?.data.studentName).toBe('Wanjiru Kamau');
    const unnamed = await seed({
      amount: eliteYearlyKes * 100,
      currency: 'KES',
      metadata: { kind: 'plan', plan: 'elite', period: 'yearly' },
    });
    expect((await verify({ reference: unnamed, studentName: 'Baraka Mwangi' })).body.status).toBe('success');
    expect((await payment(unnamed))?.data.studentName).toBe('');
  });

  it('a plan in USD', async () => {
    const reference = await seed({ amount: eliteYearlyUsd * 100, currency: 'USD', metadata: eliteYearly() });
    expect((await verify({ reference, studentName: 'Wanjiru' })).body.status).toBe('success');
    expect((await payment(reference))?.data).toMatchObject({ currency: 'USD', amount: eliteYearlyUsd });
  });

  it('a donation of any positive amount, cents included', async () => {
    const reference = await seed({ amount: 123_450, currency: 'KES', metadata: { kind: 'donation', studentName: 'Donor' } });
    const reply = await verify({ reference, studentName: 'A Friend' });
    expect(reply.body).toEqual({ status: 'success' });
    expect((await payment(reference))?.data).toMatchObject({
      kind: 'donation',
      amount: 1234.5,
      currency: 'KES',
      plan: null,
      period: null,
    });
  });

  it('through the Hosting rewrite /api/verifyPayment too', async () => {
    const site = process.env.SITE_URL;
    if (!site) throw new Error('SITE_URL is not set');
    const reference = await seed({ amount: 50_000, currency: 'USD', metadata: { kind: 'donation' } });
    const reply = await verify({ reference, studentName: 'Baraka' }, {}, site);
    expect(reply).toMatchObject({ http: 200, body: { status: 'success' } });
  });
});

describe('verifyPayment refuses', () => {
  it('an unknown reference', async () => {
    await expectRefused(uniqueReference('unknown'), /not found/i);
  });

  it('a failed transaction', async () => {
    const reference = await seed({ status: 'failed', amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly() });
    await expectRefused(reference, /failed/);
  });

  it('a zero donation', async () => {
    const reference = await seed({ amount: 0, currency: 'KES', metadata: { kind: 'donation' } });
    await expectRefused(reference, /amount/);
  });

  it('a malformed body with 400, and other methods with 405', async () => {
    expect((await verify({ studentName: 'x' })).http).toBe(400);
    expect((await verify({ reference: 'a/b', studentName: 'x' })).http).toBe(400);
    expect((await verify({ reference: 'abc', studentName: '' })).http).toBe(400);
    expect((await verify('not json')).http).toBe(400);
    expect((await verify(undefined, { method: 'GET', body: undefined })).http).toBe(405);
  });
});

describe('verifyPayment records money taken at a price that is not current, for review', () => {
  async function expectReview(reference: string, reason: RegExp, expected: Record<string, unknown> | null = null) {
    const reply = await verify({ reference, studentName: 'Amani Otieno' });
    expect(reply).toEqual(expect.objectContaining({ http: 200, body: { status: 'review', reference } }));
    const stored = await payment(reference);
    expect(stored?.data).toMatchObject({ reference, status: 'review', source: 'verify', expected });
    expect(stored?.data.reviewReason).toMatch(reason);
  }

  it('an amount one shilling off the plan price, naming the current price', async () => {
    const reference = await seed({ amount: (eliteYearlyKes - 1) * 100, currency: 'KES', metadata: eliteYearly() });
    await expectReview(reference, /amount/, { plan: 'elite', period: 'yearly', amount: eliteYearlyKes, currency: 'KES' });
  });

  it('an amount one cent off the plan price, even without a named plan', async () => {
    const reference = await seed({ amount: eliteYearlyUsd * 100 + 1, currency: 'USD', metadata: { kind: 'plan' } });
    await expectReview(reference, /amount/);
  });

  it('a currency other than KES or USD', async () => {
    const reference = await seed({ amount: eliteYearlyUsd * 100, currency: 'NGN', metadata: eliteYearly() });
    await expectReview(reference, /currency/);
    expect((await payment(reference))?.data).toMatchObject({ currency: 'NGN', amount: eliteYearlyUsd });
  });

  it('a USD price charged in KES', async () => {
    const named = await seed({ amount: eliteYearlyUsd * 100, currency: 'KES', metadata: eliteYearly() });
    await expectReview(named, /amount/, { plan: 'elite', period: 'yearly', amount: eliteYearlyKes, currency: 'KES' });
    const unnamed = await seed({ amount: eliteYearlyUsd * 100, currency: 'KES', metadata: { kind: 'plan' } });
    await expectReview(unnamed, /amount/);
  });

  it("another plan's price for the Elite yearly plan", async () => {
    const reference = await seed({ amount: starterMonthlyUsd * 100, currency: 'USD', metadata: eliteYearly() });
    await expectReview(reference, /does not match plan/, {
      plan: 'elite',
      period: 'yearly',
      amount: eliteYearlyUsd,
      currency: 'USD',
    });
  });

  it('a plan no longer offered, or an unknown payment kind', async () => {
    const ghost = await seed({
      amount: eliteYearlyUsd * 100,
      currency: 'USD',
      metadata: { kind: 'plan', plan: 'platinum', period: 'yearly' },
    });
    await expectReview(ghost, /unknown plan/);
    expect((await payment(ghost))?.data.plan).toBe('platinum');
    const kind = await seed({ amount: eliteYearlyUsd * 100, currency: 'USD', metadata: { kind: 'gift' } });
    await expectReview(kind, /kind/);
  });

  it('a replay answers review again and changes nothing', async () => {
    const reference = await seed({ amount: (eliteYearlyKes - 1) * 100, currency: 'KES', metadata: eliteYearly() });
    await expectReview(reference, /amount/, { plan: 'elite', period: 'yearly', amount: eliteYearlyKes, currency: 'KES' });
    const first = await payment(reference);
    expect(await verify({ reference, studentName: 'Someone Else' })).toMatchObject({
      http: 200,
      body: { status: 'review', reference },
    });
    expect(await payment(reference)).toEqual(first);
  });
});

describe('verifyPayment records exactly once', () => {
  it('a replay answers the first result and changes nothing', async () => {
    const reference = await seed({ amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly('First Name') });
    expect((await verify({ reference, studentName: 'First Name' })).body.status).toBe('success');
    const first = await payment(reference);
    const again = await verify({ reference, studentName: 'Someone Else' });
    expect(again).toMatchObject({ http: 200, body: { status: 'success' } });
    const after = await payment(reference);
    expect(after).toEqual(first);
    expect(after?.data.studentName).toBe('First Name');
  });

  it('two concurrent verifications of one reference leave one record, written once', async () => {
    const reference = await seed({ amount: eliteYearlyUsd * 100, currency: 'USD', metadata: eliteYearly() });
    const replies = await Promise.all([
      verify({ reference, studentName: 'Racer One' }),
      verify({ reference, studentName: 'Racer Two' }),
      verify({ reference, studentName: 'Racer Three' }),
    ]);
    for (const reply of replies) expect(reply.body.status).toBe('success');
    const stored = await payment(reference);
    expect(stored).not.toBeNull();
    // Written once: never overwritten by a later racer.
    expect(stored?.updateTime).toBe(stored?.createTime);
    expect(await paymentsWithReference(reference)).toBe(1);
  });
});

describe('verifyPayment on a charge still under way', () => {
  it('answers 202 pending for every unfinished Paystack status when asked not to wait, and records nothing yet', async () => {
    // An M-Pesa prompt may be answered on the phone after the popup returned its reference.
    for (const status of ['pending', 'ongoing', 'processing', 'queued']) {
      const reference = await seed({ status, amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly() });
      const reply = await verify({ reference, studentName: 'Amani Otieno', wait: 0 });
      expect(reply.http, status).toBe(202);
      expect(reply.body, status).toEqual({ status: 'pending', reference });
      expect(await payment(reference)).toBeNull();
    }
  });

  it('waits for a pending charge that settles within the wait, and answers success', async () => {
    const reference = await seed({
      status: 'pending',
      settleAfterSeconds: 3,
      settleTo: 'success',
      channel: 'mobile_money',
      amount: eliteYearlyKes * 100,
      currency: 'KES',
      metadata: eliteYearly(),
    });
    const started = Date.now();
    const reply = await verify({ reference, studentName: 'Amani Otieno' });
    expect(reply).toMatchObject({ http: 200, body: { status: 'success' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect((await payment(reference))?.data).toMatchObject({ reference, channel: 'mobile_money', amount: eliteYearlyKes });
  });

  it('answers pending when the charge outlasts the wait, then fails definitively once it is declined', async () => {
    const reference = await seed({
      status: 'pending',
      settleAfterSeconds: 6,
      settleTo: 'failed',
      amount: eliteYearlyKes * 100,
      currency: 'KES',
      metadata: eliteYearly(),
    });
    const started = Date.now();
    const reply = await verify({ reference, studentName: 'Amani Otieno', wait: 2 });
    expect(reply).toMatchObject({ http: 202, body: { status: 'pending', reference } });
    // It waited (about the 2 s asked for), but not for the charge.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(Date.now() - started).toBeLessThan(6000);
    await settledTo(reference, 'failed');
    const after = await verify({ reference, studentName: 'Amani Otieno', wait: 0 });
    expect(after).toMatchObject({ http: 200, body: { status: 'failed' } });
    expect(await payment(reference)).toBeNull();
  });

  it('refuses a wait that is not a number of seconds', async () => {
    const reference = uniqueReference('wait');
    for (const wait of ['10', -1, null]) {
      expect((await verify({ reference, studentName: 'Amani Otieno', wait })).http).toBe(400);
    }
  });
});

describe('verifyPayment when Paystack fails', () => {
  it('answers 502 (retryable) on a Paystack 500, then succeeds on the retry', async () => {
    const reference = await seed({ amount: eliteYearlyKes * 100, currency: 'KES', metadata: eliteYearly() });
    await failNextVerify(1);
    const first = await verify({ reference, studentName: 'Patient Parent' });
    expect(first.http).toBe(502);
    expect(first.body.status).toBe('failed');
    expect(await payment(reference)).toBeNull();
    const second = await verify({ reference, studentName: 'Patient Parent' });
    expect(second).toMatchObject({ http: 200, body: { status: 'success' } });
    expect(await payment(reference)).not.toBeNull();
  });
});

describe('verifyPayment CORS', () => {
  const site = () => process.env.SITE_URL ?? '';

  it('answers a preflight from the site origin', async () => {
    const reply = await verify(undefined, {
      method: 'OPTIONS',
      body: undefined,
      headers: { Origin: site(), 'Access-Control-Request-Method': 'POST' },
    });
    expect(reply.http).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe(site());
  });

  it('grants nothing to another origin', async () => {
    const preflight = await verify(undefined, {
      method: 'OPTIONS',
      body: undefined,
      headers: { Origin: 'https://evil.example' },
    });
    expect(preflight.http).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const post = await verify(
      { reference: uniqueReference('cors'), studentName: 'x' },
      {
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      },
    );
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });
});
