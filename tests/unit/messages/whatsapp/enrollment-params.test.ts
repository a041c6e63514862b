// The enrollment templates: a recommendation and a payment received say on WhatsApp what
// their mails say, with every parameter of the template filled, and the enroll link private.
import { describe, expect, it } from 'vitest';
import {
  instalmentParams,
  paymentReceivedParams,
  planText,
  recommendationParams,
} from '../../../../src/messages/whatsapp/enrollment-params';
import { TEMPLATES, renderTemplate, sendComponents } from '../../../../src/messages/whatsapp/templates';
import { smsText } from '../../../../src/messages/whatsapp/channel';
import type { Paid } from '../../../../src/messages/mail/payment';
import { NAME_MAX } from '../../../../src/domain/names';

/** The school's name: a fixture, not settings.yaml's. */
const school = 'Shule Yetu';

const recommended = {
  studentName: 'Mũthoni',
  parentName: "Ng'ang'a",
  courseTitle: 'AI & Coding Champion',
  plan: { name: 'Starter', classes: 1 },
  period: 'quarterly' as const,
  currency: 'KES' as const,
  amount: 17100,
  note: 'She loved the game project.',
};

const paid: Paid = {
  reference: 'ref_1',
  kind: 'plan',
  amount: 97,
  currency: 'USD',
  paidFor: { plan: { name: 'Elite', classes: 3 }, period: 'monthly' },
  studentName: 'Baraka',
  email: 'amina@example.com',
  paidAt: new Date('2026-11-24T09:00:00Z'),
  paidUntil: '2026-12-24',
};

describe('WhatsApp enrollment templates', () => {
  it("recommendation: the mail's course, plan, period and price, and the private link", () => {
    const params = recommendationParams(recommended, 'https://x.example/enroll#tok', 'en');
    expect(Object.keys(params)).toEqual([...TEMPLATES.recommendation.params]);
    expect(params.plan).toBe('Starter plan (Quarterly, KES 17,100)');
    expect(TEMPLATES.recommendation.privateParams).toEqual(['enroll_link']);
    const text = renderTemplate('recommendation', params, 'en', school);
    expect(text).toBe(
      "Hello Ng'ang'a, thank you for joining the trial class. For Mũthoni we recommend AI & Coding Champion on the " +
        'Starter plan (Quarterly, KES 17,100). See the details and enroll, by card or M-Pesa, with your private link: ' +
        'https://x.example/enroll#tok',
    );
    // No buttons: the components carry the body alone, in WhatsApp's order.
    const components = sendComponents('recommendation', params, '');
    expect(components).toHaveLength(1);
  });

  it('payment received: amount, plan and the new paid-until date; nothing for a donation or an unnamed plan', () => {
    const params = paymentReceivedParams(paid, 'en')!;
    expect(Object.keys(params).sort()).toEqual([...TEMPLATES.payment_received.params].sort());
    expect(renderTemplate('payment_received', params, 'en', school)).toBe(
      "Thank you: Shule Yetu received $97 for Baraka's Elite plan. Classes are paid until 24 December 2026. " +
        'Your receipt is in your email.',
    );
    expect(paymentReceivedParams({ ...paid, kind: 'donation' }, 'en')).toBeNull();
    expect(paymentReceivedParams({ ...paid, paidFor: null }, 'en')).toBeNull();
    expect(paymentReceivedParams({ ...paid, paidUntil: undefined }, 'en')).toBeNull();
  });

  it('fits an SMS whole when WhatsApp refuses it, the link too, at the longest names a form takes', () => {
    const text = renderTemplate(
      'payment_received',
      paymentReceivedParams({ ...paid, studentName: 'B'.repeat(NAME_MAX) }, 'en')!,
      'en',
      school,
    );
    expect(smsText(text)).toBe(text);
    const long = { ...recommended, studentName: 'M'.repeat(NAME_MAX), parentName: 'N'.repeat(NAME_MAX) };
    const link = `https://jengacode.example/enroll#${'t'.repeat(43)}`;
    const recommendation = renderTemplate('recommendation', recommendationParams(long, link, 'en'), 'en', school);
    expect(smsText(recommendation)).toBe(recommendation);
    expect(planText('Pro', 'yearly', 810, 'USD', 'en')).toBe('Pro plan (Yearly, $810)');
  });

  it("a part's reminder: the part, its amount, its due date and the link, whole in an SMS", () => {
    const due = {
      studentName: 'B'.repeat(NAME_MAX),
      planName: 'Pro',
      n: 2,
      of: 3,
      amount: 40,
      currency: 'USD' as const,
      dueOn: '2026-12-24',
      graceDays: 3,
    };
    const link = `https://jengacode.example/enroll#${'t'.repeat(43)}`;
    for (const language of ['en', 'sw'] as const) {
      const params = instalmentParams(due, link, language);
      expect(Object.keys(params)).toEqual([...TEMPLATES.instalment_due.params]);
      const text = renderTemplate('instalment_due', params, language, school);
      expect(text).toContain(link);
      expect(text).not.toMatch(/\{\{/);
      expect(smsText(text)).toBe(text);
    }
  });
});
