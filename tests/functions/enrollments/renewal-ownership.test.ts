// What a card renewal pays for comes from our own records, against the emulators and the
// Paystack stand-in: a renewal charge verified first by a browser naming a made-up child still
// extends the subscribed enrollment (and makes no enrollment for that name), and a subscription
// made elsewhere with the family's email (another card, through Paystack's own API) is never
// linked to the family's enrollment: its failed charge changes nothing and mails nobody, while
// the subscription the family's own card payment started is linked.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { planPrice, type PricedPlan } from '../../../src/domain/pricing';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { secretKey, seed, standinUrl, uniqueReference, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';

const SLOW = 240_000;
const plan = (yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[])[0]!;
const PRICE = planPrice(plan, 'monthly', 'USD');

beforeAll(() => warmUp(), WARM_UP_MS);

// Paystack's answers, read loosely: each test names the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function paystack(path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${standinUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${secretKey()}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Json;
}

/** A card payment of the plan, charged as a Paystack plan: its enrollment and the card's authorization code. */
async function cardEnrollment(email: string, studentName: string) {
  const planCode = String(
    (await paystack('/plan', { name: `Renew ${email}`, amount: PRICE * 100, interval: 'monthly', currency: 'USD' })).data
      .plan_code,
  );
  const metadata = { kind: 'plan', plan: plan.id, period: 'monthly', studentName };
  const reference = await seed({ amount: PRICE * 100, currency: 'USD', email, metadata, plan: planCode });
  expect((await verify({ reference, studentName })).body.status).toBe('success');
  const paid = await read(`payments/${reference}`);
  const charged = await paystack(`/__standin/transactions/${reference}`);
  return {
    planCode,
    enrollmentId: String(paid?.enrollmentId),
    paidUntil: String(paid?.paidUntil),
    authorization: String(charged.authorization.authorization_code),
  };
}

/** Paystack's POST /subscription; the stand-in then sends subscription.create, signed, to our webhook. */
async function subscribe(email: string, planCode: string, authorization: string): Promise<string> {
  const made = await paystack('/subscription', { customer: email, plan: planCode, authorization });
  const code = String(made.data.subscription_code);
  await until(`subscriptions/${code}`, async () => (await read(`subscriptions/${code}`)) !== null);
  return code;
}

describe('a card renewal', () => {
  it(
    'verified first with a made-up name still extends the subscribed enrollment, and makes none for that name',
    async () => {
      const email = `renew-name-${randomBytes(4).toString('hex')}@example.com`;
      const first = await cardEnrollment(email, 'Imani');
      const sub = await subscribe(email, first.planCode, first.authorization);
      expect((await read(`subscriptions/${sub}`))?.enrollmentId).toBe(first.enrollmentId);

      // Paystack's renewal charge: the plan's amount and code, none of our metadata.
      const reference = uniqueReference('renew-name');
      await seed({ amount: PRICE * 100, currency: 'USD', email, plan: first.planCode, reference });
      expect((await verify({ reference, studentName: 'Made Up' })).body.status).toBe('success');

      expect((await read(`payments/${reference}`))?.enrollmentId).toBe(first.enrollmentId);
      expect((await read(`enrollments/${first.enrollmentId}`))?.paidUntil).toBe(addMonths(first.paidUntil, 1));
      const enrollments = await adminDb().collection('enrollments').where('email', '==', email).get();
      expect(enrollments.docs.map((d) => d.id)).toEqual([first.enrollmentId]);
    },
    SLOW,
  );
});

describe('a subscription made elsewhere with the family email', () => {
  it(
    "is not linked to the family's enrollment: its failed charge changes nothing and mails nobody",
    async () => {
      const email = `renew-else-${randomBytes(4).toString('hex')}@example.com`;
      const family = await cardEnrollment(email, 'Amani');

      // Someone else pays with another card under the same email, then subscribes that card to the plan.
      const other = await seed({ amount: PRICE * 100, currency: 'USD', email });
      const otherCard = String((await paystack(`/__standin/transactions/${other}`)).authorization.authorization_code);
      const elsewhere = await subscribe(email, family.planCode, otherCard);
      expect((await read(`subscriptions/${elsewhere}`))?.enrollmentId).toBeUndefined();
      expect((await read(`enrollments/${family.enrollmentId}`))?.subscription).toBeUndefined();

      const failed = await fetch(`${standinUrl()}/__standin/subscriptions/${elsewhere}/charge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: 'failed' }),
      });
      expect(failed.status).toBe(200);
      expect((await read(`subscriptions/${elsewhere}`))?.status).toBe('attention');
      expect((await read(`enrollments/${family.enrollmentId}`))?.status).toBe('active');
      const mail = await adminDb().collection('mail').where('to', '==', email).get();
      expect(mail.docs.filter((d) => d.id.startsWith('subscription-'))).toEqual([]);

      // The subscription the family's own card payment started is linked.
      const own = await subscribe(email, family.planCode, family.authorization);
      expect((await read(`subscriptions/${own}`))?.enrollmentId).toBe(family.enrollmentId);
      expect((await read(`enrollments/${family.enrollmentId}`))?.subscription).toMatchObject({ code: own });
    },
    SLOW,
  );
});
