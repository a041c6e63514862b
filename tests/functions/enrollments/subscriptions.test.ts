// Card renewals through Paystack subscriptions, against the emulators and the Paystack
// stand-in: the first card payment of a plan makes the enrollment, subscription.create links
// its subscription, a paid renewal extends it once (whatever order and however often the
// charge and its invoice arrive), a failed renewal of the unpaid period makes it past due
// and mails the family once, a late failure of a paid period changes nothing, turning
// renewal off keeps it active, and two children on one plan and card each get their own.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { nairobiDate } from '../../../src/domain/slots';
import { calendarDate } from '../../../src/domain/zone-clock';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import {
  secretKey,
  seed,
  sign,
  standinUrl,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
  webhook,
} from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { sitePrice } from '../../support/site-plans';

const SLOW = 240_000;
const PRICE = sitePrice('starter', 'monthly', 'USD');

beforeAll(() => warmUp(), WARM_UP_MS);

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const send = async (event: string, data: Record<string, unknown>) => {
  const raw = JSON.stringify({ event, data });
  return webhook(raw, sign(raw));
};

/** A card payment of Starter monthly for a child, charged as a Paystack plan; returns its enrollment. */
async function cardEnrollment(email: string, planCode: string, studentName: string) {
  const reference = await seed({
    amount: PRICE * 100,
    currency: 'USD',
    email,
    metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName },
    plan: planCode,
  });
  expect((await verify({ reference, studentName })).body.status).toBe('success');
  const paid = await read(`payments/${reference}`);
  expect(paid?.planCode).toBe(planCode);
  // The card that paid: Paystack subscribes it, and our webhook links the subscription by it.
  const charged = (await (await fetch(`${standinUrl()}/__standin/transactions/${reference}`)).json()) as {
    authorization: { authorization_code: string };
  };
  const authorization = charged.authorization.authorization_code;
  return { reference, enrollmentId: String(paid?.enrollmentId), paidUntil: String(paid?.paidUntil), authorization };
}

function subscriptionData(sub: string, planCode: string, email: string, at: string, authorization: string) {
  return {
    subscription_code: sub,
    email_token: `tok${randomBytes(4).toString('hex')}`,
    status: 'active',
    next_payment_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    createdAt: at,
    plan: { plan_code: planCode, interval: 'monthly' },
    authorization: { authorization_code: authorization, last4: '4081', exp_month: '12', exp_year: '2030', brand: 'visa' },
    customer: { email, customer_code: 'CUS_1' },
  };
}

const invoice = (sub: string, periodStart: string, at: string, extra: Record<string, unknown> = {}) => ({
  invoice_code: code('INV'),
  period_start: `${periodStart}T05:00:00.000Z`,
  subscription: { subscription_code: sub, next_payment_date: new Date(Date.now() + 60 * 86_400_000).toISOString() },
  created_at: at,
  ...extra,
});

/** A renewal charge as Paystack makes it: the plan's amount, the plan's code, no metadata. */
const renewalCharge = (email: string, planCode: string) =>
  seed({ amount: PRICE * 100, currency: 'USD', email, plan: planCode, reference: uniqueReference('renew') });

describe('a card enrollment that renews', () => {
  it(
    'links its subscription, renews once, goes past due on a failed renewal (one mail) and stays active when turned off',
    async () => {
      const email = `sub-${randomBytes(4).toString('hex')}@example.com`;
      const planCode = code('PLN');
      const sub = code('SUB');
      const first = await cardEnrollment(email, planCode, 'Imani');
      expect(first.paidUntil).toBe(addMonths(nairobiDate(new Date()), 1));

      const created = subscriptionData(sub, planCode, email, new Date().toISOString(), first.authorization);
      expect(await send('subscription.create', created)).toBe(200);
      expect(await send('subscription.create', created)).toBe(200);
      const linked = await read(`enrollments/${first.enrollmentId}`);
      expect(linked?.subscription).toMatchObject({ code: sub, status: 'active', card: { last4: '4081', expYear: '2030' } });
      expect(JSON.stringify(linked)).not.toContain(created.email_token);
      expect((await read(`subscriptions/${sub}`))?.enrollmentId).toBe(first.enrollmentId);

      // The renewal fails first: past due, and the family is told once however often Paystack says so.
      const failedAt = new Date().toISOString();
      const failure = invoice(sub, first.paidUntil, failedAt, { paid: false });
      expect(await send('invoice.payment_failed', failure)).toBe(200);
      expect(await send('invoice.payment_failed', failure)).toBe(200);
      expect((await read(`enrollments/${first.enrollmentId}`))?.status).toBe('past_due');
      const failedMail = await adminDb().collection('mail').where('to', '==', email).get();
      expect(failedMail.docs.filter((d) => d.id.startsWith(`subscription-${sub}-failed-`))).toHaveLength(1);
      expect(String(failedMail.docs.find((d) => d.id.startsWith('subscription-'))?.get('message.text'))).toContain(
        'did not go through',
      );

      // Paystack's retry is paid: the charge and its invoice, each twice, in both orders: one extension.
      const reference = await renewalCharge(email, planCode);
      const paid = invoice(sub, first.paidUntil, new Date(Date.now() + 1000).toISOString(), {
        paid: true,
        paid_at: new Date(Date.now() + 1000).toISOString(),
        transaction: { reference },
      });
      const charge = JSON.stringify({ event: 'charge.success', data: { reference } });
      expect(await send('invoice.update', paid)).toBe(200);
      expect(await webhook(charge, sign(charge))).toBe(200);
      expect(await send('invoice.update', paid)).toBe(200);
      const renewed = await read(`enrollments/${first.enrollmentId}`);
      expect(renewed).toMatchObject({ status: 'active', paidUntil: addMonths(first.paidUntil, 1) });
      expect(renewed?.payments).toEqual([first.reference, reference]);
      expect((await read(`payments/${reference}`))?.enrollmentId).toBe(first.enrollmentId);

      // The failure sent again late, after the paid retry: nothing moves back.
      expect(await send('invoice.payment_failed', failure)).toBe(200);
      expect((await read(`enrollments/${first.enrollmentId}`))?.status).toBe('active');

      // Renewal turned off: still active to its paid-until date.
      const off = { ...created, status: 'non-renewing', updatedAt: new Date(Date.now() + 2000).toISOString() };
      expect(await send('subscription.not_renew', off)).toBe(200);
      const after = await read(`enrollments/${first.enrollmentId}`);
      expect(after).toMatchObject({ status: 'active', paidUntil: addMonths(first.paidUntil, 1) });
      expect(after?.subscription).toMatchObject({ status: 'non-renewing' });
    },
    SLOW,
  );

  it(
    'two children on one plan and one card: a renewal charge is attached to the child its invoice names',
    async () => {
      const email = `subs-${randomBytes(4).toString('hex')}@example.com`;
      const planCode = code('PLN');
      const [subA, subB] = [code('SUB'), code('SUB')];
      const a = await cardEnrollment(email, planCode, 'Amani');
      const createdA = subscriptionData(subA, planCode, email, new Date().toISOString(), a.authorization);
      expect(await send('subscription.create', createdA)).toBe(200);
      const b = await cardEnrollment(email, planCode, 'Baraka');
      const createdB = subscriptionData(subB, planCode, email, new Date().toISOString(), b.authorization);
      expect(await send('subscription.create', createdB)).toBe(200);
      expect((await read(`subscriptions/${subA}`))?.enrollmentId).toBe(a.enrollmentId);
      expect((await read(`subscriptions/${subB}`))?.enrollmentId).toBe(b.enrollmentId);

      // The charge alone cannot say whose it is: recorded, attached to no one yet.
      const reference = await renewalCharge(email, planCode);
      const charge = JSON.stringify({ event: 'charge.success', data: { reference } });
      expect(await webhook(charge, sign(charge))).toBe(200);
      expect((await read(`payments/${reference}`))?.enrollmentId).toBeUndefined();
      // Its invoice names Baraka's subscription.
      const paid = invoice(subB, b.paidUntil, new Date().toISOString(), { paid: true, transaction: { reference } });
      expect(await send('invoice.update', paid)).toBe(200);
      expect(await send('invoice.update', paid)).toBe(200);
      expect((await read(`enrollments/${b.enrollmentId}`))?.paidUntil).toBe(addMonths(b.paidUntil, 1));
      expect((await read(`enrollments/${a.enrollmentId}`))?.paidUntil).toBe(a.paidUntil);
      expect((await read(`payments/${reference}`))?.enrollmentId).toBe(b.enrollmentId);
      // The receipt waited for the invoice, so it names the right child and date.
      const receipt = await until(`mail/payment-${reference}-receipt`, () => read(`mail/payment-${reference}-receipt`));
      const text = String((receipt.message as { text?: string } | undefined)?.text);
      expect(text).toContain('Baraka');
      expect(text).toContain(calendarDate(addMonths(b.paidUntil, 1)));
    },
    SLOW,
  );
});

describe("the dashboard's renewal controls", () => {
  it(
    "turn a parent's own card renewal off and on through Paystack and give Paystack's page to change the card; never another family's",
    async () => {
      const email = `subctl-${randomBytes(4).toString('hex')}@example.com`;
      const api = { Authorization: `Bearer ${secretKey()}`, 'Content-Type': 'application/json' };
      const created = await fetch(`${standinUrl()}/plan`, {
        method: 'POST',
        headers: api,
        body: JSON.stringify({ name: `Test ${email}`, amount: PRICE * 100, interval: 'monthly', currency: 'USD' }),
      });
      const planCode = String(((await created.json()) as { data: { plan_code: string } }).data.plan_code);
      const first = await cardEnrollment(email, planCode, 'Neema');
      // Paystack makes the subscription and sends subscription.create, signed, to our webhook.
      await fetch(`${standinUrl()}/subscription`, {
        method: 'POST',
        headers: api,
        body: JSON.stringify({ customer: email, plan: planCode }),
      });
      const subscribed = await until(`the subscription on enrollments/${first.enrollmentId}`, async () => {
        const enrollment = await read(`enrollments/${first.enrollmentId}`);
        return enrollment?.subscription ? enrollment : undefined;
      });
      expect(subscribed.subscription).toMatchObject({ status: 'active' });

      const { token } = await parentAccount(email);
      expect((await callFamily({ action: 'load' }, token)).http).toBe(200);

      const off = await callFamily({ action: 'renewal', enrollmentId: first.enrollmentId, on: false }, token);
      expect(off.http).toBe(200);
      expect((await read(`enrollments/${first.enrollmentId}`))?.subscription).toMatchObject({ status: 'cancelled' });
      expect((await read(`enrollments/${first.enrollmentId}`))?.status).toBe('active');
      // A cancelled subscription keeps no Paystack email token; turning renewal on asks Paystack for it.
      const subCode = String(((await read(`enrollments/${first.enrollmentId}`))?.subscription as { code?: string }).code);
      expect(await read(`subscriptions/${subCode}`)).toMatchObject({ status: 'cancelled', emailToken: null });
      const on = await callFamily({ action: 'renewal', enrollmentId: first.enrollmentId, on: true }, token);
      expect(on.http).toBe(200);
      expect((await read(`enrollments/${first.enrollmentId}`))?.subscription).toMatchObject({ status: 'active' });
      const card = await callFamily({ action: 'updateCard', enrollmentId: first.enrollmentId }, token);
      expect(String(card.body.link)).toMatch(/\/__standin\/manage\/SUB_/);

      // Another parent, signed in, cannot touch it.
      const other = `subctl-other-${randomBytes(4).toString('hex')}@example.com`;
      const { token: stranger } = await parentAccount(other);
      await callFamily({ action: 'load' }, stranger);
      expect((await callFamily({ action: 'renewal', enrollmentId: first.enrollmentId, on: false }, stranger)).http).toBe(404);
      expect((await callFamily({ action: 'updateCard', enrollmentId: first.enrollmentId }, stranger)).http).toBe(404);
      expect((await read(`enrollments/${first.enrollmentId}`))?.subscription).toMatchObject({ status: 'active' });
    },
    SLOW,
  );
});
