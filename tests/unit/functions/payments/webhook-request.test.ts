// Paystack's subscription and invoice events, as paystackWebhook reads them: each becomes the
// subscription fact it tells (with Paystack's own time, so facts can be ordered), a paid
// invoice also the reference of its charge; anything hostile or unusable is acknowledged as
// an event to ignore, never a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWebhookEvent } from '../../../../functions/src/payments/webhook-request';
import { bodiesAround } from '../../../support/malformed';
import { authorizationKey } from '../../../../functions/src/payments/authorization';

const authorization = { authorization_code: 'AUTH_x1', last4: '4081', exp_month: '12', exp_year: '2030', brand: 'visa' };
const subscription = {
  subscription_code: 'SUB_vsyqdmlzble3uii',
  email_token: 'd7gofp6yppn3qz7',
  status: 'active',
  next_payment_date: '2026-12-24T07:00:00.000Z',
  createdAt: '2026-11-24T07:00:00.000Z',
  plan: { plan_code: 'PLN_gx2wn530m0i3w3m', interval: 'monthly' },
  authorization,
  customer: { email: 'amina@example.com', customer_code: 'CUS_1' },
};
const invoice = {
  invoice_code: 'INV_1',
  paid: true,
  paid_at: '2026-12-24T07:01:00.000Z',
  period_start: '2026-12-24T07:00:00.000Z',
  period_end: '2027-01-24T07:00:00.000Z',
  subscription: { subscription_code: 'SUB_vsyqdmlzble3uii', next_payment_date: '2027-01-24T07:00:00.000Z' },
  transaction: { reference: 'T1a2b3c4d5', status: 'success' },
  created_at: '2026-12-24T07:00:30.000Z',
};

describe('paystackWebhook: subscription and invoice events', () => {
  it("subscription.create: the plan, the payer, the card's authorization (hashed), the token, the next charge and the card", () => {
    expect(readWebhookEvent({ event: 'subscription.create', data: subscription })).toEqual({
      ok: true,
      request: {
        kind: 'subscription',
        event: {
          kind: 'created',
          code: 'SUB_vsyqdmlzble3uii',
          planCode: 'PLN_gx2wn530m0i3w3m',
          email: 'amina@example.com',
          authorization: authorizationKey(authorization),
          status: 'active',
          emailToken: 'd7gofp6yppn3qz7',
          nextPaymentDate: '2026-12-24T07:00:00.000Z',
          card: { last4: '4081', expMonth: '12', expYear: '2030', brand: 'visa' },
          at: Date.parse('2026-11-24T07:00:00.000Z'),
        },
      },
    });
    expect(authorizationKey(authorization)).toMatch(/^[0-9a-f]{64}$/);
    const read = readWebhookEvent({ event: 'subscription.create', data: { ...subscription, authorization: { last4: '4081' } } });
    expect(read.ok && read.request.kind === 'subscription' && read.request.event).toMatchObject({ authorization: null });
  });

  it('not_renew and disable set the status Paystack gives (or the one their name means)', () => {
    const data = { ...subscription, status: 'non-renewing', updatedAt: '2026-11-30T10:00:00.000Z' };
    const read = readWebhookEvent({ event: 'subscription.not_renew', data });
    expect(read.ok && read.request).toEqual({
      kind: 'subscription',
      event: { kind: 'status', code: data.subscription_code, status: 'non-renewing', at: Date.parse(data.updatedAt) },
    });
    const disabled = readWebhookEvent({ event: 'subscription.disable', data: { subscription_code: 'SUB_a1' } });
    expect(disabled.ok && disabled.request).toMatchObject({ event: { status: 'cancelled', at: 0 } });
  });

  it('a paid invoice names its charge; a failed one the Nairobi day its period began; an unpaid update is ignored', () => {
    expect(readWebhookEvent({ event: 'invoice.update', data: invoice })).toEqual({
      ok: true,
      request: {
        kind: 'subscription',
        event: {
          kind: 'invoice-paid',
          code: 'SUB_vsyqdmlzble3uii',
          nextPaymentDate: '2027-01-24T07:00:00.000Z',
          at: Date.parse(invoice.paid_at),
        },
        reference: 'T1a2b3c4d5',
      },
    });
    const failed = readWebhookEvent({
      event: 'invoice.payment_failed',
      data: { ...invoice, paid: false, period_start: '2026-12-23T22:30:00.000Z' },
    });
    expect(failed.ok && failed.request).toMatchObject({ event: { kind: 'invoice-failed', periodStart: '2026-12-24' } });
    expect(readWebhookEvent({ event: 'invoice.update', data: { ...invoice, paid: false } })).toEqual({
      ok: true,
      request: { kind: 'other' },
    });
    expect(readWebhookEvent({ event: 'invoice.create', data: invoice })).toEqual({ ok: true, request: { kind: 'other' } });
  });

  it('any body around them is acknowledged or read into well-formed codes, never a crash', () => {
    const bodies = fc.oneof(
      bodiesAround(subscription).map((data) => ({ event: 'subscription.create', data })),
      bodiesAround(invoice).map((data) => ({ event: 'invoice.update', data })),
      bodiesAround(invoice).map((data) => ({ event: 'invoice.payment_failed', data })),
      bodiesAround({ subscription_code: 'SUB_x', status: 'complete' }).map((data) => ({ event: 'subscription.disable', data })),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = readWebhookEvent(body);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok || parsed.request.kind !== 'subscription') return;
        expect(parsed.request.event.code).toMatch(/^SUB_[A-Za-z0-9]{1,60}$/);
        expect(Number.isFinite(parsed.request.event.at)).toBe(true);
        if (parsed.request.event.kind === 'created') expect(parsed.request.event.planCode).toMatch(/^PLN_/);
      }),
      { numRuns: 300 },
    );
  });
});
