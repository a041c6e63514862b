// The mails about a payment recorded for review: the school's notice names the reference,
// the amount paid and the price expected; the payer's note says it was received, never failed.
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../src/messages/mail/layout';
import { expectedPrice, reviewNotice, reviewReceipt, type ReviewedPayment } from '../../../../src/messages/mail/payment-review';
import { words as messages } from '../../../../src/i18n/en/messages';

const brand: Brand = {
  name: 'JengaCode',
  siteUrl: 'https://jengacode.example',
  supportPhone: '+254700000000',
  contactEmail: 'hello@jengacode.example',
  trial: { changeCutoffHours: 3, calendarAlarmMinutes: 20, windowDays: 7, reminderHours: { day: 24, hour: 1 } },
};

const base: ReviewedPayment = {
  reference: 'T-old-1',
  kind: 'plan',
  amount: 5000,
  currency: 'KES',
  plan: 'starter',
  period: 'monthly',
  expected: { planName: 'Starter', period: 'monthly', amount: 6000, currency: 'KES' },
  reason: 'amount does not match plan',
  studentName: 'Amani <b>Otieno</b>',
  email: 'amani@example.com',
  paidAt: new Date('2026-11-20T08:00:00Z'),
};

describe('payment review mails', () => {
  it("the school's notice names the reference, the amount paid, the price expected and why", () => {
    const mail = reviewNotice(brand, base);
    expect(mail.subject).toBe('Payment to review: KES 5,000 paid, reference T-old-1 · JengaCode');
    for (const line of [
      'Reference: T-old-1',
      'Amount paid: KES 5,000',
      'Price expected: KES 6,000 (Starter, monthly)',
      'Why: amount does not match plan',
      'Email: amani@example.com',
      'Date: 20 November 2026',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).not.toContain('<b>Otieno');
  });

  it('says what was expected when no current price applies', () => {
    expect(expectedPrice({ ...base, expected: null, plan: 'platinum' })).toBe('none: the plan "platinum" has no current price');
    expect(expectedPrice({ ...base, expected: null, plan: null })).toBe('one of the current plan prices (no plan was named)');
    expect(reviewNotice(brand, { ...base, expected: null, currency: 'NGN', amount: 4500 }).text).toContain(
      'Amount paid: NGN 4500',
    );
  });

  it("the payer's note: received, the school confirms the plan, nothing about failure", () => {
    const mail = reviewReceipt('en', brand, base);
    expect(mail.subject).toBe('We received your payment to JengaCode: KES 5,000');
    expect(mail.text).toContain(messages.payment.receivedTitle);
    expect(mail.text).toContain(messages.payment.receivedForReview);
    expect(mail.text).toContain('Reference: T-old-1');
    expect(mail.text).not.toMatch(/fail/i);
  });
});
