// verifyPayment records money taken at a price that is not current for review, and records
// each payment exactly once (emulators and the Paystack stand-in).
import { beforeAll, describe, expect, it } from 'vitest';
import { payment, paymentsWithReference, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { eliteYearlyKes, eliteYearlyUsd, starterMonthlyUsd, eliteYearly } from './verify-setup';

beforeAll(() => warmUp(), WARM_UP_MS);

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
