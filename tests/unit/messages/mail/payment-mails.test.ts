// The payment mail templates (receipt and staff notice), as text and HTML.
import { describe, expect, it } from 'vitest';
import { billingPeriod, paymentNotice, paymentReceipt, type Paid } from '../../../../src/messages/mail/payment';
import { brand, hostile, wellFormed } from './mail-fixtures';

describe('payment mails', () => {
  const paid: Paid = {
    reference: 'T-ref-1',
    kind: 'plan',
    amount: 10000,
    currency: 'KES',
    paidFor: { plan: { name: 'Pro', classes: 2 }, period: 'monthly' },
    studentName: 'Amani',
    email: 'payer@example.com',
    paidAt: new Date('2026-11-23T21:30:00Z'), // 00:30 on 24 November in Nairobi
  };

  it('billing periods run in Nairobi calendar days', () => {
    expect(billingPeriod('en', 'monthly', paid.paidAt)).toBe('Monthly: 24 November 2026 to 23 December 2026');
    expect(billingPeriod('en', 'quarterly', paid.paidAt)).toBe('Quarterly: 24 November 2026 to 23 February 2027');
    expect(billingPeriod('en', 'yearly', new Date('2026-01-31T08:00:00Z'))).toBe('Yearly: 31 January 2026 to 30 January 2027');
  });

  it("an enrollment's receipt names the child, the plan, the period and the new due date", () => {
    // Paid early: the enrollment continues from its old due date, so the due date is the fact.
    const mail = paymentReceipt('en', brand, { ...paid, paidUntil: '2027-02-28' });
    for (const line of ['Student: Amani', 'Plan: Pro', 'Billing period: Monthly', 'Paid until: 28 February 2027']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('24 November 2026 to');
  });

  it('plan receipt: plan, billing period, classes a week, amount, reference, date', () => {
    const mail = paymentReceipt('en', brand, paid);
    wellFormed(mail);
    expect(mail.subject).toBe(`Your ${brand.name} receipt: Pro plan, monthly, KES 10,000`);
    for (const line of [
      'Plan: Pro',
      'Billing period: Monthly: 24 November 2026 to 23 December 2026',
      'Classes: 2 classes per week',
      'Amount: KES 10,000',
      'Reference: T-ref-1',
      'Date: 24 November 2026',
    ]) {
      expect(mail.text).toContain(line);
    }
    const notice = paymentNotice(brand, paid);
    wellFormed(notice);
    expect(notice.subject).toContain('Pro (Monthly) received: KES 10,000 from payer@example.com');
    expect(notice.text).toContain('Email: payer@example.com');
  });

  it('donation: a thank-you receipt and a notice', () => {
    const gift: Paid = { ...paid, kind: 'donation', amount: 25, currency: 'USD', paidFor: null, studentName: hostile };
    const mail = paymentReceipt('en', brand, gift);
    wellFormed(mail);
    expect(mail.subject).toBe(`Thank you for your donation to ${brand.name}: $25`);
    expect(mail.text).toContain('Amount: $25');
    expect(mail.html).not.toContain('<img');
    expect(paymentNotice(brand, gift).subject).toContain('Donation received: $25');
  });
});
