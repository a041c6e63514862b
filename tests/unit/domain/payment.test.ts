// The payment form's rules, on made-up plans (tests/support/plans.ts): an editor's new
// price in plans.yaml turns nothing here red.
import { describe, expect, it } from 'vitest';
import { words as messages } from '../../../src/i18n/en/messages';
import {
  donatePayHref,
  donationAmountRule,
  donationFromQuery,
  hasEmptyField,
  planAmountRule,
  planForAmount,
  toSubunits,
  transactionOptions,
  validatePaymentForm,
  type PaymentForm,
  type PaymentMode,
} from '../../../src/domain/payment';
import { decideVerification } from '../../../src/domain/verification';
import { allowedPlanAmounts, planPrice } from '../../../src/domain/pricing';
import { plans } from '../../support/plans';

const basic = plans.find((p) => p.id === 'basic')!;
const plus = plans.find((p) => p.id === 'plus')!;
const periods = ['monthly', 'quarterly', 'yearly'] as const;
const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
const form = (over: Partial<PaymentForm> = {}): PaymentForm => ({
  name: 'Wanjiru Kamau',
  email: 'mama@example.com',
  amount: String(planPrice(plus, 'monthly', 'USD')),
  currency: 'USD',
  ...over,
});

const rules = { plan: planAmountRule(plans), donation: donationAmountRule };
/** The message the screen shows for this form, or null. */
const check = (f: PaymentForm, mode: PaymentMode) => validatePaymentForm(f, rules[mode])?.message ?? null;

describe('validatePaymentForm', () => {
  it('requires every field, trimmed', () => {
    for (const blank of [{ name: '' }, { name: '   ' }, { email: '' }, { email: ' ' }, { amount: '' }, { amount: '  ' }]) {
      expect(check(form(blank), 'plan')).toBe(messages.payment.fillAllFields);
      expect(check(form(blank), 'donation')).toBe(messages.payment.fillAllFields);
    }
    expect(messages.payment.fillAllFields).toBe('Please fill in all fields: student name, email, and amount.');
  });

  it('checks the email pattern text@text.text', () => {
    for (const email of ['mama', 'mama@example', '@example.com', 'mama@.com']) {
      expect(check(form({ email }), 'plan')).toBe('Enter a valid email address.');
    }
    // A character that cannot be in an address is named after the plain refusal sentence.
    for (const email of ['ma ma@example.com', 'mama@exa mple.com']) {
      expect(check(form({ email }), 'plan')).toBe('Enter a valid email address. It cannot contain a space.');
    }
    for (const email of ['a@b.co', 'first.last@school.co.ke', ' padded@example.com ']) {
      expect(check(form({ email }), 'plan')).toBeNull();
    }
  });

  it('on /donatepay accepts any positive amount and refuses zero or less', () => {
    for (const amount of ['1', '0.5', '1234.56', '20000']) {
      expect(check(form({ amount, currency: 'KES' }), 'donation')).toBeNull();
    }
    for (const amount of ['0', '-5', '0.001', 'abc']) {
      expect(check(form({ amount }), 'donation')).toBe('Amount must be greater than zero.');
    }
  });

  it('on /pay accepts exactly the price of each plan and period in the currency, and nothing else', () => {
    const usd = allowedPlanAmounts(plans, 'USD');
    const kes = allowedPlanAmounts(plans, 'KES');
    // Every plan's three periods, read from the plan as written.
    expect(sorted(usd)).toEqual(sorted(plans.flatMap((p) => periods.map((t) => p[t].usd))));
    expect(sorted(kes)).toEqual(sorted(plans.flatMap((p) => periods.map((t) => p[t].kes))));
    for (const amount of usd) expect(check(form({ amount: String(amount) }), 'plan')).toBeNull();
    for (const amount of kes) expect(check(form({ amount: String(amount), currency: 'KES' }), 'plan')).toBeNull();
    const badUsd = 'Invalid amount for USD. Please select a valid plan.';
    const badKes = 'Invalid amount for KES. Please select a valid plan.';
    // One unit off any price, a KES price in USD, a USD price in KES.
    for (const amount of usd.filter((a) => !usd.includes(a + 1))) {
      expect(check(form({ amount: String(amount + 1) }), 'plan')).toBe(badUsd);
    }
    for (const amount of kes.filter((a) => !usd.includes(a)))
      expect(check(form({ amount: String(amount) }), 'plan')).toBe(badUsd);
    for (const amount of usd.filter((a) => !kes.includes(a))) {
      expect(check(form({ amount: String(amount), currency: 'KES' }), 'plan')).toBe(badKes);
    }
  });

  it('reports the fields before the email and the email before the amount', () => {
    expect(check(form({ name: '', email: 'bad', amount: '1' }), 'plan')).toBe(messages.payment.fillAllFields);
    expect(check(form({ email: 'bad', amount: '1' }), 'plan')).toBe(messages.payment.invalidEmail);
  });

  it('names the field to mark: the first empty one, the email, or the amount', () => {
    expect(validatePaymentForm(form({ email: ' ', amount: '' }), rules.plan)?.field).toBe('email');
    expect(validatePaymentForm(form({ name: '', email: '' }), rules.plan)?.field).toBe('name');
    expect(validatePaymentForm(form({ amount: '' }), rules.donation)?.field).toBe('amount');
    expect(validatePaymentForm(form({ email: 'bad' }), rules.plan)).toEqual({
      field: 'email',
      message: messages.payment.invalidEmail,
    });
    expect(validatePaymentForm(form({ amount: '98' }), rules.plan)?.field).toBe('amount');
    expect(validatePaymentForm(form({ amount: '0' }), rules.donation)?.field).toBe('amount');
  });

  it('disables pay while any field is empty', () => {
    expect(hasEmptyField(form())).toBe(false);
    expect(hasEmptyField(form({ name: '' }))).toBe(true);
    expect(hasEmptyField(form({ email: '' }))).toBe(true);
    expect(hasEmptyField(form({ amount: '' }))).toBe(true);
  });
});

describe('transactionOptions', () => {
  it('sends amount x 100, the upper-case currency, metadata and card only for USD', () => {
    const options = transactionOptions({
      publicKey: 'pk_test_x',
      form: form({ name: '  Wanjiru  ', email: ' mama@example.com ', amount: '216', currency: 'usd' as 'USD' }),
      mode: 'plan',
      choice: { plan: plus, period: 'yearly' },
    });
    expect(options).toEqual({
      key: 'pk_test_x',
      email: 'mama@example.com',
      amount: 21600,
      currency: 'USD',
      metadata: { studentName: 'Wanjiru', kind: 'plan', plan: 'plus', period: 'yearly' },
      channels: ['card'],
    });
  });

  it('offers M-Pesa (mobile_money) with KES, and marks donations without a plan', () => {
    const options = transactionOptions({ publicKey: 'pk', form: form({ amount: '1234.5', currency: 'KES' }), mode: 'donation' });
    expect(options.channels).toEqual(['card', 'mobile_money']);
    expect(options.amount).toBe(123450);
    expect(options.metadata).toEqual({ studentName: 'Wanjiru Kamau', kind: 'donation' });
  });

  it('rounds to whole subunits', () => {
    expect(toSubunits(19.99)).toBe(1999);
    expect(toSubunits(0.1 + 0.2)).toBe(30);
  });
});

describe('planForAmount', () => {
  it('keeps the chosen plan when the amount is its price, else finds the plan with that price', () => {
    const chosen = { plan: plus, period: 'yearly' as const };
    expect(planForAmount(plans, 'USD', planPrice(plus, 'yearly', 'USD'), chosen)).toBe(chosen);
    const basicMonthly = planPrice(basic, 'monthly', 'USD');
    expect(planForAmount(plans, 'USD', basicMonthly, chosen)).toEqual({ plan: basic, period: 'monthly' });
    expect(planForAmount(plans, 'USD', basicMonthly + 1, chosen)).toBeNull();
  });
});

describe('decideVerification (only a definitive answer fails)', () => {
  it('says "Server error. Try again later." at once on 429 (limited), without retrying', () => {
    expect(decideVerification({ kind: 'answer', httpStatus: 429, status: 'limited' }, 1)).toEqual({
      action: 'limited',
      message: 'Server error. Try again later.',
    });
  });
  it('succeeds on a success answer', () => {
    expect(decideVerification({ kind: 'answer', httpStatus: 200, status: 'success' }, 1)).toEqual({ action: 'success' });
  });

  it('treats review (money taken, not a current price) as final and good, never as a failure', () => {
    for (const attempt of [1, 2, 3]) {
      expect(decideVerification({ kind: 'answer', httpStatus: 200, status: 'review' }, attempt)).toEqual({ action: 'review' });
    }
  });

  it('treats a definite failed answer as final, on any attempt', () => {
    for (const attempt of [1, 2, 3]) {
      expect(decideVerification({ kind: 'answer', httpStatus: 200, status: 'failed' }, attempt)).toEqual({
        action: 'fail',
        message: 'Payment verification failed.',
      });
      expect(decideVerification({ kind: 'answer', httpStatus: 400, status: 'failed' }, attempt).action).toBe('fail');
    }
  });

  it('retries pending answers, no usable reply and 5xx answers, and leaves them pending after the last attempt', () => {
    for (const result of [
      { kind: 'answer' as const, httpStatus: 202, status: 'pending' },
      { kind: 'unavailable' as const },
      { kind: 'answer' as const, httpStatus: 502, status: 'failed' },
      { kind: 'answer' as const, httpStatus: 503, status: undefined },
    ]) {
      expect(decideVerification(result, 1)).toEqual({ action: 'retry' });
      expect(decideVerification(result, 2)).toEqual({ action: 'retry' });
      expect(decideVerification(result, 3)).toEqual({ action: 'pending' });
    }
  });
});

describe('query strings', () => {
  it('reads /donatepay amount, currency and planName, with USD as the default currency', () => {
    expect(donationFromQuery(new URLSearchParams('amount=2000&currency=kes&planName=Donation'))).toEqual({
      amount: '2000',
      currency: 'KES',
      planName: 'Donation',
      planClasses: null,
    });
    expect(donationFromQuery(new URLSearchParams(''))).toEqual({
      amount: '',
      currency: 'USD',
      planName: null,
      planClasses: null,
    });
    expect(donationFromQuery(new URLSearchParams('amount=-3&currency=EUR')).amount).toBe('');
  });

  it('builds the /donatepay link the donate screen goes to', () => {
    expect(donatePayHref(5000, 'KES', 'Donation')).toBe('/donatepay?amount=5000&currency=KES&planName=Donation');
  });
});
