// @vitest-environment happy-dom
// The card's note says M-Pesa is open exactly when the popup offers it: shillings, and no
// card subscription ("renew automatically" on /enroll pays by card alone).
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import PaymentCard from '../../../../src/islands/payment/PaymentCard';
import { enrollScreen } from '../../../../src/islands/payment/screen';
import { planPrice, type Currency, type PricedPlan } from '../../../../src/domain/pricing';
import { words as messages } from '../../../../src/i18n/en/messages';

const plans = yaml.load(readFileSync('src/content/plans.yaml', 'utf8')) as PricedPlan[];
const plan = plans[0]!;

function card(currency: Currency, planCode?: string) {
  const offer = {
    id: 'rec1',
    studentName: 'Mũthoni Kariuki',
    email: 'parent@example.com',
    plan,
    period: 'monthly' as const,
    currency,
    amount: planPrice(plan, 'monthly', currency),
    ...(planCode ? { planCode } : {}),
  };
  render(<PaymentCard screen={enrollScreen(offer, () => 'wrong', { messages, home: '/' })} brandName="JengaCode" />);
  return screen.getByText(/Payments are processed securely via Paystack/).textContent ?? '';
}

afterEach(cleanup);

describe('the payment card note', () => {
  it('names M-Pesa for a one-off payment in shillings', () => {
    expect(card('KES')).toContain('M-Pesa is available for KES payments.');
  });

  it('does not name M-Pesa when the card will renew automatically, nor for dollars', () => {
    expect(card('KES', 'PLN_starter_monthly_kes')).not.toContain('M-Pesa');
    cleanup();
    expect(card('USD')).not.toContain('M-Pesa');
  });
});
