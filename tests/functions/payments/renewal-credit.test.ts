// A card renewal spends the family's referral credit by a partial refund, against the emulators and
// the Paystack stand-in: Paystack charges the renewal at its plan's fixed amount, and the credit
// comes back through Paystack's Refund API, decided and asked once however often (and however
// concurrently) Paystack delivers the renewal's events; Paystack's refund.processed is kept.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyEmail } from '../../../src/domain/email';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
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
import { sitePrice } from '../../support/site-plans';

const SLOW = 240_000;
const PRICE = sitePrice('starter', 'monthly', 'USD');
/** The family's credit: a fixture, less than the renewal, in whole units as the price function spends it. */
const CREDIT = Math.max(100, Math.floor((PRICE * 100) / 2 / 100) * 100);

beforeAll(() => warmUp('verifyPayment', 'paystackWebhook'), WARM_UP_MS);

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const signed = (event: string, data: Record<string, unknown>) => {
  const raw = JSON.stringify({ event, data });
  return () => webhook(raw, sign(raw));
};

async function refundsAtPaystack(reference: string) {
  const res = await fetch(`${standinUrl()}/refund?transaction=${reference}`, {
    headers: { Authorization: `Bearer ${secretKey()}` },
  });
  return ((await res.json()) as { data: { amount: number }[] }).data;
}

describe("a card renewal and the family's referral credit", () => {
  it(
    'three deliveries of the renewal, at once and again: one partial refund, the credit spent once',
    async () => {
      const email = `renew-credit-${randomBytes(4).toString('hex')}@example.com`;
      const planCode = code('PLN');
      const sub = code('SUB');
      const first = await seed({
        amount: PRICE * 100,
        currency: 'USD',
        email,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: 'Imani' },
        plan: planCode,
      });
      expect((await verify({ reference: first, studentName: 'Imani' })).body.status).toBe('success');
      const enrollmentId = String((await read(`payments/${first}`))?.enrollmentId);
      const authorization = (
        (await (await fetch(`${standinUrl()}/__standin/transactions/${first}`)).json()) as {
          authorization: { authorization_code: string };
        }
      ).authorization.authorization_code;
      expect(
        await signed('subscription.create', {
          subscription_code: sub,
          email_token: 'tok1',
          status: 'active',
          createdAt: new Date().toISOString(),
          plan: { plan_code: planCode, interval: 'monthly' },
          authorization: { authorization_code: authorization, last4: '4081', exp_month: '12', exp_year: '2030' },
          customer: { email },
        })(),
      ).toBe(200);

      // The family earned a credit after its first payment.
      const creditId = `${randomBytes(16).toString('hex')}-referred`;
      await adminDb()
        .collection('referralCredits')
        .doc(creditId)
        .set({
          email: familyEmail(email),
          referralId: creditId.slice(0, 32),
          side: 'referred',
          currency: 'USD',
          amount: CREDIT,
          spent: 0,
          status: 'open',
          grantedAt: admin.Timestamp.now(),
        });

      // Paystack renews at the plan's amount; its charge.success comes three times at once, its invoice twice after.
      const reference = await seed({
        amount: PRICE * 100,
        currency: 'USD',
        email,
        plan: planCode,
        reference: uniqueReference('renew'),
      });
      const charge = signed('charge.success', { reference });
      expect(await Promise.all([charge(), charge(), charge()])).toEqual([200, 200, 200]);
      const invoice = signed('invoice.update', {
        paid: true,
        paid_at: new Date().toISOString(),
        period_start: new Date().toISOString(),
        subscription: { subscription_code: sub, next_payment_date: new Date(Date.now() + 60 * 86_400_000).toISOString() },
        transaction: { reference },
      });
      expect([await invoice(), await invoice()]).toEqual([200, 200]);

      expect((await read(`payments/${reference}`))?.enrollmentId).toBe(enrollmentId);
      expect(await refundsAtPaystack(reference)).toEqual([expect.objectContaining({ amount: CREDIT })]);
      expect(await read(`referralCredits/${creditId}`)).toMatchObject({
        spent: CREDIT,
        status: 'used',
        spentBy: [{ reference, subunits: CREDIT }],
      });
      // Paystack's refund.processed arrives (the stand-in sends it) and is kept.
      await until('the refund processed', async () => (await read(`creditRefunds/${reference}`))?.status === 'processed');
      expect(await read(`creditRefunds/${reference}`)).toMatchObject({ amount: CREDIT, currency: 'USD', enrollmentId });

      // A later delivery changes nothing.
      expect(await charge()).toBe(200);
      expect(await refundsAtPaystack(reference)).toHaveLength(1);
    },
    SLOW,
  );
});
