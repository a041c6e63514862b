// The server's acceptance rules (functions/src/payments/acceptance.ts), without the emulators.
import { describe, expect, it } from 'vitest';
import { checkTransaction, judgePrice } from '../../../../functions/src/payments/acceptance';
import { planPrice } from '../../../../src/domain/pricing';
import type { PaystackTransaction } from '../../../../functions/src/payments/paystack';
import { plans } from '../../../support/plans';

const plus = plans.find((p) => p.id === 'plus')!;
const plusYearlyKes = planPrice(plus, 'yearly', 'KES');

const transaction = (over: Partial<PaystackTransaction> = {}): PaystackTransaction => ({
  status: 'success',
  reference: 'T-1',
  amount: plusYearlyKes * 100,
  currency: 'KES',
  metadata: { kind: 'plan', plan: 'plus', period: 'yearly', studentName: 'Wanjiru Kamau' },
  ...over,
});

describe('checkTransaction', () => {
  it('marks unfinished charges as pending (retryable), not as a final refusal', () => {
    for (const status of ['pending', 'ongoing', 'processing', 'queued']) {
      expect(checkTransaction(transaction({ status }), 'T-1', plans), status).toEqual({
        ok: false,
        reason: 'pending',
        pending: true,
      });
    }
  });

  it('refuses finished non-successes for good', () => {
    for (const status of ['failed', 'abandoned', 'reversed', undefined]) {
      const check = checkTransaction(transaction({ status }), 'T-1', plans);
      expect(check.ok).toBe(false);
      expect(check.ok === false && check.pending).toBeFalsy();
    }
  });

  it("records the metadata's studentName, and no name when the metadata has none (never the browser's)", () => {
    const named = checkTransaction(transaction(), 'T-1', plans);
    expect(named.ok && named.record.studentName).toBe('Wanjiru Kamau');
    const blank = checkTransaction(
      transaction({ metadata: { kind: 'plan', plan: 'plus', period: 'yearly', studentName: '  ' } }),
      'T-1',
      plans,
    );
    expect(blank.ok && blank.record.studentName).toBe('');
    const none = checkTransaction(transaction({ metadata: JSON.stringify({ kind: 'donation' }) }), 'T-1', plans);
    expect(none.ok && none.record.studentName).toBe('');
  });

  it("marks a plan's charge with none of our metadata as the subscription's, and keeps only a hash of the card", () => {
    const card = { authorization_code: 'AUTH_abc123', last4: '4081' };
    const renewal = checkTransaction(transaction({ metadata: '', plan: 'PLN_abc', authorization: card }), 'T-1', plans);
    expect(renewal.ok && renewal.record).toMatchObject({ planCode: 'PLN_abc', subscriptionCharge: true, studentName: '' });
    expect(renewal.ok && renewal.record.authorization).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(renewal)).not.toContain('AUTH_abc123');
    const first = checkTransaction(transaction({ plan: 'PLN_abc', authorization: card }), 'T-1', plans);
    expect(first.ok && first.record.subscriptionCharge).toBeUndefined();
    expect(first.ok && first.record.authorization).toBe(renewal.ok && renewal.record.authorization);
  });
});

describe('judgePrice: a success, or a charge recorded for review', () => {
  const basic = plans.find((p) => p.id === 'basic')!;
  const named = { kind: 'plan', plan: 'plus', period: 'yearly' };

  it('accepts the named plan at its current price, any plan price without a name, and any positive donation', () => {
    expect(judgePrice(plans, named, plusYearlyKes, 'KES')).toEqual({ ok: true, plan: 'plus', period: 'yearly' });
    const basicMonthlyUsd = planPrice(basic, 'monthly', 'USD');
    expect(judgePrice(plans, { kind: 'plan' }, basicMonthlyUsd, 'USD')).toEqual({ ok: true, plan: null, period: null });
    expect(judgePrice(plans, {}, basicMonthlyUsd, 'USD')).toEqual({ ok: true, plan: null, period: null });
    for (const amount of [0.01, 1, 1234.5, 999_999]) {
      expect(judgePrice(plans, { kind: 'donation' }, amount, 'KES')).toEqual({ ok: true, plan: null, period: null });
    }
  });

  it("an old price of the named plan goes to review, naming today's price", () => {
    expect(judgePrice(plans, named, plusYearlyKes - 1, 'KES')).toEqual({
      ok: false,
      reason: 'amount does not match plan',
      expected: { plan: 'plus', period: 'yearly', amount: plusYearlyKes, currency: 'KES' },
    });
    // Another plan's price is not this plan's price either.
    expect(judgePrice(plans, named, planPrice(basic, 'monthly', 'KES'), 'KES')).toMatchObject({
      ok: false,
      expected: { amount: plusYearlyKes },
    });
  });

  it("a charge naming a family's price (the sibling rule) is accepted at exactly that price, and the plan's own price goes to review", () => {
    const family = { plan: 'plus', period: 'yearly' as const, currency: 'KES' as const, amount: plusYearlyKes - 100 };
    expect(judgePrice(plans, named, family.amount, 'KES', family)).toEqual({ ok: true, plan: 'plus', period: 'yearly' });
    expect(judgePrice(plans, named, plusYearlyKes, 'KES', family)).toEqual({
      ok: false,
      reason: 'amount does not match plan',
      expected: family,
    });
    // A family price for another period or currency does not speak for this charge.
    expect(judgePrice(plans, named, plusYearlyKes, 'KES', { ...family, period: 'monthly' })).toMatchObject({ ok: true });
    expect(judgePrice(plans, named, plusYearlyKes, 'KES', { ...family, currency: 'USD' })).toMatchObject({ ok: true });
  });

  it('a plan no longer offered, an unnamed amount that is no price, another currency or kind: review, no price to name', () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ kind: 'plan', plan: 'platinum', period: 'yearly' }, plusYearlyKes, 'KES', 'unknown plan'],
      [{ kind: 'plan', plan: 'plus', period: 'weekly' }, plusYearlyKes, 'KES', 'unknown plan'],
      [{ kind: 'plan' }, plusYearlyKes + 0.01, 'KES', 'amount not a plan price'],
      [named, plusYearlyKes, 'NGN', 'currency not accepted'],
      [{ kind: 'donation' }, 500, 'ZAR', 'currency not accepted'],
      [{ kind: 'gift' }, plusYearlyKes, 'KES', 'unknown payment kind'],
    ];
    for (const [meta, amount, currency, reason] of cases) {
      expect(judgePrice(plans, meta, amount, currency), reason).toEqual({ ok: false, reason, expected: null });
    }
  });
});

describe('checkTransaction records money taken at a price that is not current', () => {
  it('as status review, with the payment fields, the reason and the expected price', () => {
    const check = checkTransaction(
      transaction({ amount: (plusYearlyKes - 500) * 100, paid_at: '2026-11-20T08:00:00Z' }),
      'T-1',
      plans,
    );
    expect(check).toEqual({
      ok: true,
      record: {
        reference: 'T-1',
        status: 'review',
        kind: 'plan',
        amount: plusYearlyKes - 500,
        amountSubunits: (plusYearlyKes - 500) * 100,
        currency: 'KES',
        plan: 'plus',
        period: 'yearly',
        studentName: 'Wanjiru Kamau',
        email: null,
        paidAt: '2026-11-20T08:00:00Z',
        channel: null,
        reviewReason: 'amount does not match plan',
        expected: { plan: 'plus', period: 'yearly', amount: plusYearlyKes, currency: 'KES' },
      },
    });
  });

  it('a current price stays a plain success, with no review fields', () => {
    const check = checkTransaction(transaction(), 'T-1', plans);
    expect(check.ok && check.record.status).toBe('success');
    expect(check.ok && 'reviewReason' in check.record).toBe(false);
  });

  it('still refuses what took no money, or is not this reference', () => {
    expect(checkTransaction(transaction({ amount: 0 }), 'T-1', plans).ok).toBe(false);
    expect(checkTransaction(transaction({ amount: -100 }), 'T-1', plans).ok).toBe(false);
    expect(checkTransaction(transaction({ reference: 'T-2' }), 'T-1', plans).ok).toBe(false);
    expect(checkTransaction(transaction({ currency: undefined }), 'T-1', plans).ok).toBe(false);
  });
});
