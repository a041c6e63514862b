// @vitest-environment happy-dom
// /sw/enroll: the recommendation, the "renew automatically" choice and the payment card in
// Kiswahili. /api/enrollment is stood in for by a fetch stub; the page's language travels in
// the body.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EnrollPayment from '../../../src/islands/chosen/sw/EnrollPayment';
import { formatMoney, planPrice, type PricedPlan } from '../../../src/domain/pricing';
import { familyPrice, totalAmount } from '../../../src/domain/family-price';
import { words as enrollMessagesSw } from '../../../src/i18n/sw/enroll';
import { words as renewWordsSw } from '../../../src/i18n/sw/renew';
import { words as paymentWordsSw } from '../../../src/i18n/sw/payment';
import { words as messagesSw } from '../../../src/i18n/sw/messages';

const plans = yaml.load(readFileSync('src/content/plans.yaml', 'utf8')) as PricedPlan[];
const plan = plans[0]!;
const TOKEN = 'a'.repeat(43);
const bodies: Record<string, unknown>[] = [];
/** The answer's fields a test changes. */
let answer: Record<string, unknown> = {};

beforeEach(() => {
  bodies.length = 0;
  answer = {};
  const base = {
    id: 'rec1',
    studentName: 'Mũthoni',
    email: 'mama@example.com',
    course: { id: 'scratch', title: 'Scratch' },
    plan: { id: plan.id, name: plan.name, classes: plan.classes },
    period: 'monthly',
    currency: 'USD',
    amount: planPrice(plan, 'monthly', 'USD'),
    note: '',
    enrollment: null,
    planCode: 'PLN_abc',
    renewsOn: '2026-12-26',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const recommendation = { ...base, ...answer };
      return new Response(JSON.stringify({ recommendation }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  window.history.replaceState({}, '', `/sw/enroll#${TOKEN}`);
  // BaseLayout writes the page's language on <html lang>; the API reads it there.
  document.documentElement.lang = 'sw';
});
afterEach(() => {
  document.documentElement.lang = '';
  cleanup();
  vi.unstubAllGlobals();
});

describe('EnrollPayment on a Kiswahili page', () => {
  it('shows the recommendation, the renewal choice and the card in Kiswahili, and asks in Kiswahili', async () => {
    await act(async () => {
      render(
        <EnrollPayment
          brandName="JengaCode"
          supportPhone="+254700000000"
          plans={plans}
          home="/sw"
          successHref="/sw/paysuccess"
          errorHref="/sw/payerror"
        />,
      );
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(enrollMessagesSw.heading(false, 'Mũthoni'));
    expect(bodies[0]).toMatchObject({ token: TOKEN, language: 'sw' });
    expect(screen.getByText(enrollMessagesSw.price)).toBeTruthy();
    expect(await screen.findByLabelText(renewWordsSw.label)).toBeTruthy();
    // The next charge's date through Intl in sw-KE: the month's Kiswahili name.
    expect(document.querySelector('[data-auto-renew]')?.textContent).toContain('Desemba');
    expect(await screen.findByText(enrollMessagesSw.student)).toBeTruthy();
    expect(screen.getByText(messagesSw.payment.portalSubtitle)).toBeTruthy();
    expect(screen.getByText(new RegExp(paymentWordsSw.secure.slice(0, 20)))).toBeTruthy();
  });

  it('a second child: the family price, the discount taken from the full price, and the plan’s rule', async () => {
    const withRule = { ...plan, siblingDiscount: { percent: 10, fromChild: 2 } };
    const price = familyPrice({ plan: withRule, period: 'monthly', currency: 'USD', childPlace: 2 });
    answer = { amount: totalAmount(price), price, planCode: null, renewsOn: null };
    await act(async () => {
      render(
        <EnrollPayment
          brandName="JengaCode"
          supportPhone="+254700000000"
          plans={[withRule]}
          home="/sw"
          successHref="/sw/paysuccess"
          errorHref="/sw/payerror"
        />,
      );
    });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-slot="price"]')?.textContent).toBe(formatMoney(totalAmount(price), 'USD'));
    expect(document.querySelector('[data-sibling-discount]')?.textContent).toBe(
      enrollMessagesSw.siblingOff(10, formatMoney(price.full / 100, 'USD')),
    );
    expect(document.querySelector('[data-sibling-rule]')?.textContent).toBe(enrollMessagesSw.siblingRule(10, 2));
  });

  it('a family holding referral credit: the price with the credit off, and the credit’s line', async () => {
    const price = familyPrice({ plan, period: 'monthly', currency: 'USD', childPlace: 1, creditAvailable: 500 });
    answer = { amount: totalAmount(price), price, planCode: null, renewsOn: null };
    await act(async () => {
      render(
        <EnrollPayment
          brandName="JengaCode"
          supportPhone="+254700000000"
          plans={plans}
          home="/sw"
          successHref="/sw/paysuccess"
          errorHref="/sw/payerror"
        />,
      );
    });
    await screen.findByRole('heading', { level: 1 });
    expect(price.creditUsed).toBe(500);
    expect(document.querySelector('[data-slot="price"]')?.textContent).toBe(formatMoney(totalAmount(price), 'USD'));
    expect(document.querySelector('[data-referral-credit]')?.textContent).toBe(enrollMessagesSw.creditOff(formatMoney(5, 'USD')));
    expect(screen.getByText(enrollMessagesSw.referralCredit)).toBeTruthy();
  });
  it('offers paying in parts where the plan allows it: the first part is what the card charges', async () => {
    const terms = { parts: 3, surchargePercent: 2, graceDays: 3 };
    const inParts = { ...plan, quarterly: { ...plan.quarterly, instalments: terms } };
    const price = familyPrice({ plan: inParts, period: 'quarterly', currency: 'KES', childPlace: 1 });
    const split = price.instalments!;
    answer = { period: 'quarterly', currency: 'KES', amount: totalAmount(price), price, planCode: null, renewsOn: null };
    await act(async () => {
      render(
        <EnrollPayment
          brandName="JengaCode"
          supportPhone="+254700000000"
          plans={[inParts]}
          home="/sw"
          successHref="/sw/paysuccess"
          errorHref="/sw/payerror"
        />,
      );
    });
    await screen.findByRole('heading', { level: 1 });
    // The payment card arrives lazily: its known lines show once it has.
    await screen.findByText(enrollMessagesSw.student);
    const card = () => document.querySelector('[data-payment-card]')?.textContent ?? '';
    const first = formatMoney(split.parts[0]! / 100, 'KES');
    expect(card()).toContain(formatMoney(totalAmount(price), 'KES'));
    expect(card()).not.toContain(first);
    const choice = screen.getByLabelText(enrollMessagesSw.parts.inParts(3, first, formatMoney(split.total / 100, 'KES')));
    await act(async () => {
      fireEvent.click(choice);
    });
    expect(card()).toContain(first);
    expect(card()).not.toContain(formatMoney(totalAmount(price), 'KES'));
    expect(document.querySelector('[data-pay-in-parts]')?.textContent).toContain(enrollMessagesSw.parts.rule(3, 2, 3));
  });
});
