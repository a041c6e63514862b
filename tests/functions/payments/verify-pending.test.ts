// verifyPayment on a charge still under way, when Paystack fails, and its CORS answers
// (emulators and the Paystack stand-in).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  failNextVerify,
  payment,
  seed,
  settledTo,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
} from '../../support/functions/helpers';
import { eliteYearlyKes, eliteYearly } from './verify-setup';

beforeAll(() => warmUp(), WARM_UP_MS);

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
