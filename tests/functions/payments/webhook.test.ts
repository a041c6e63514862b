// paystackWebhook: signature check, then the same recording path as verifyPayment.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  payment,
  paymentsWithReference,
  seed,
  settledTo,
  sign,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
  webhook,
} from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';

beforeAll(async () => {
  await warmUp('verifyPayment', 'paystackWebhook');
}, WARM_UP_MS);

const donation = { kind: 'donation', studentName: 'Webhook Child' };

function chargeSuccess(data: Record<string, unknown>): string {
  return JSON.stringify({ event: 'charge.success', data: { status: 'success', ...data } });
}

describe('paystackWebhook', () => {
  it('answers 401 to a missing or wrong signature and records nothing', async () => {
    const reference = await seed({ amount: 250_000, currency: 'KES', metadata: donation });
    const raw = chargeSuccess({ reference, amount: 250_000, currency: 'KES' });
    expect(await webhook(raw, null)).toBe(401);
    expect(await webhook(raw, 'abc')).toBe(401);
    expect(await webhook(raw, sign(raw, 'sk_test_not_our_secret'))).toBe(401);
    // Signed over a different body: one byte changed.
    expect(await webhook(raw, sign(raw.replace('250000', '250001')))).toBe(401);
    expect(await payment(reference)).toBeNull();
  });

  it('records a correctly signed charge.success after re-verifying with Paystack', async () => {
    const reference = await seed({ amount: 250_000, currency: 'KES', metadata: donation, email: 'donor@example.com' });
    const raw = chargeSuccess({ reference, amount: 250_000, currency: 'KES', metadata: donation });
    expect(await webhook(raw, sign(raw))).toBe(200);
    const stored = await payment(reference);
    expect(stored?.data).toMatchObject({
      reference,
      kind: 'donation',
      amount: 2500,
      currency: 'KES',
      source: 'webhook',
      studentName: 'Webhook Child',
      email: 'donor@example.com',
    });

    // The parent's browser verifying afterwards gets success and changes nothing.
    const reply = await verify({ reference, studentName: 'Webhook Child' });
    expect(reply.body.status).toBe('success');
    expect(await payment(reference)).toEqual(stored);

    // Paystack resending the event changes nothing either.
    expect(await webhook(raw, sign(raw))).toBe(200);
    expect(await payment(reference)).toEqual(stored);
  });

  it("trusts Paystack's verify answer, not the event body", async () => {
    const reference = await seed({ status: 'failed', amount: 250_000, currency: 'KES', metadata: donation });
    const raw = chargeSuccess({ reference, amount: 250_000, currency: 'KES' });
    expect(await webhook(raw, sign(raw))).toBe(200);
    expect(await payment(reference)).toBeNull();

    const unknown = uniqueReference('ghost');
    const ghost = chargeSuccess({ reference: unknown, amount: 100, currency: 'KES' });
    expect(await webhook(ghost, sign(ghost))).toBe(200);
    expect(await payment(unknown)).toBeNull();
  });

  it('records a charge that settles after the browser gave up, once and only once', async () => {
    // A slow M-Pesa charge: still pending when the browser asks, settled a few seconds later,
    // when the stand-in sends the signed charge.success as Paystack would.
    const reference = await seed({
      status: 'pending',
      settleAfterSeconds: 4,
      settleTo: 'success',
      channel: 'mobile_money',
      amount: 250_000,
      currency: 'KES',
      metadata: donation,
    });
    expect((await verify({ reference, studentName: 'Webhook Child', wait: 0 })).body.status).toBe('pending');
    expect(await payment(reference)).toBeNull();

    const stored = await until(`payments/${reference} from the webhook`, () => payment(reference), { timeoutMs: 30_000 });
    expect(stored.data).toMatchObject({ reference, source: 'webhook', channel: 'mobile_money', amount: 2500 });

    // Paystack resending the event while the browser verifies again: still one record, never rewritten.
    const raw = chargeSuccess({ reference, amount: 250_000, currency: 'KES' });
    const replies = await Promise.all([
      webhook(raw, sign(raw)),
      webhook(raw, sign(raw)),
      verify({ reference, studentName: 'Someone Else', wait: 0 }),
    ]);
    expect(replies.slice(0, 2)).toEqual([200, 200]);
    expect(await paymentsWithReference(reference)).toBe(1);
    expect(await payment(reference)).toEqual(stored);
  });

  it('records nothing for a pending charge that is then declined', async () => {
    const reference = await seed({
      status: 'pending',
      settleAfterSeconds: 1,
      settleTo: 'failed',
      amount: 250_000,
      currency: 'KES',
      metadata: donation,
    });
    await settledTo(reference, 'failed');
    // A forged or mistaken charge.success for it is checked against Paystack and refused.
    const raw = chargeSuccess({ reference, amount: 250_000, currency: 'KES' });
    expect(await webhook(raw, sign(raw))).toBe(200);
    expect(await paymentsWithReference(reference)).toBe(0);
  });

  it('acknowledges other events without recording', async () => {
    const reference = await seed({ amount: 250_000, currency: 'KES', metadata: donation });
    const raw = JSON.stringify({ event: 'transfer.success', data: { reference } });
    expect(await webhook(raw, sign(raw))).toBe(200);
    expect(await payment(reference)).toBeNull();
  });
});
