// Who owns a family's records, against the Functions, Auth and Firestore emulators and the
// Paystack stand-in: the family whose verified email they carry. A signed-in parent who books
// under another family's email owns nothing of that booking nor of what follows from it (the
// recommendation, the payment, the enrollment and its card renewal); records the old booking
// code gave to the wrong family go back to the family when it signs in with its email.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PricedPlan } from '../../../src/domain/pricing';
import { functionsUrl, secretKey, seed, standinUrl, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { bookTrial } from '../../support/functions/staff-helpers';
import { read, writeDoc } from '../../support/firestore';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 300_000;
const plan = (yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[])[0]!;

interface Loaded {
  family?: { children: { id: string; name: string }[] };
}

const unique = (label: string) => `own-${label}-${randomBytes(4).toString('hex')}@example.com`;
const api = () => ({ Authorization: `Bearer ${secretKey()}`, 'Content-Type': 'application/json' });

/** A Paystack plan at this price, so a card payment subscribes (as /enroll's "Renew automatically" does). */
async function paystackPlan(amount: number, currency: string): Promise<string> {
  const body = { name: `Own ${randomBytes(3).toString('hex')}`, amount: amount * 100, interval: 'monthly', currency };
  const made = await fetch(`${standinUrl()}/plan`, { method: 'POST', headers: api(), body: JSON.stringify(body) });
  return String(((await made.json()) as { data: { plan_code: string } }).data.plan_code);
}

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

describe("a booking made under another family's email", () => {
  it(
    "is that family's, never the booker's: nor the recommendation, payment, enrollment and card renewal that follow",
    async () => {
      const aminaEmail = unique('amina');
      const brian = await parentAccount(unique('brian'));
      expect((await callFamily({ action: 'load' }, brian.token)).http).toBe(200);

      // Brian, signed in, books Amina's child under Amina's email (her family has not signed in yet).
      const r = { plan: plan.id, period: 'monthly' as const, currency: 'USD' as const };
      const who = { email: aminaEmail, token: brian.token, studentName: 'Zuri Achieng' };
      const { booked, recommendationId, enrollToken } = await recommendedTrial(staff, r, who);
      expect((await read(`bookings/${booked.id}`))?.parentUid).toBeUndefined();
      expect((await read(`recommendations/${recommendationId}`))?.familyUid).toBeUndefined();

      // Amina pays from the mailed link by card, renewing by itself.
      const view = (await callEnrollment({ token: enrollToken })).body.recommendation as { amount: number; studentName: string };
      const planCode = await paystackPlan(view.amount, r.currency);
      const metadata = { kind: 'plan', plan: plan.id, period: r.period, studentName: view.studentName, recommendationId };
      const reference = await seed({
        amount: view.amount * 100,
        currency: r.currency,
        email: aminaEmail,
        metadata,
        plan: planCode,
      });
      expect((await verify({ reference, studentName: view.studentName })).body.status).toBe('success');
      const enrollmentId = String((await read(`payments/${reference}`))?.enrollmentId);
      await fetch(`${standinUrl()}/subscription`, {
        method: 'POST',
        headers: api(),
        body: JSON.stringify({ customer: aminaEmail, plan: planCode }),
      });
      await until(
        `the subscription on enrollments/${enrollmentId}`,
        async () => (await read(`enrollments/${enrollmentId}`))?.subscription !== undefined,
      );
      expect((await read(`payments/${reference}`))?.familyUid).toBeUndefined();
      expect((await read(`enrollments/${enrollmentId}`))?.familyUid).toBeUndefined();

      // Brian cannot switch its renewal nor get Paystack's card page, and gained no child.
      expect((await callFamily({ action: 'renewal', enrollmentId, on: false }, brian.token)).http).toBe(404);
      expect((await callFamily({ action: 'updateCard', enrollmentId }, brian.token)).http).toBe(404);
      expect((await callFamily<Loaded>({ action: 'load' }, brian.token)).body.family?.children).toEqual([]);
      expect((await read(`enrollments/${enrollmentId}`))?.subscription).toMatchObject({ status: 'active' });

      // Amina signs in with the verified email: all of it is hers, under her child.
      const amina = await parentAccount(aminaEmail);
      const loaded = await callFamily<Loaded>({ action: 'load' }, amina.token);
      const childId = loaded.body.family?.children.find((c) => c.name === 'Zuri Achieng')?.id;
      expect(childId).toBeDefined();
      expect(await read(`bookings/${booked.id}`)).toMatchObject({ parentUid: amina.uid, childId });
      for (const path of [`recommendations/${recommendationId}`, `enrollments/${enrollmentId}`, `payments/${reference}`]) {
        expect(await read(path), path).toMatchObject({ familyUid: amina.uid, childId });
      }
      expect((await callFamily({ action: 'updateCard', enrollmentId }, amina.token)).http).toBe(200);

      // Now that her family exists, Brian's next booking under her email is hers at once.
      const again = await bookTrial(functionsUrl(), { email: aminaEmail, token: brian.token, studentName: 'Jabari' });
      expect((await read(`bookings/${again.id}`))?.parentUid).toBe(amina.uid);
      expect((await callFamily<Loaded>({ action: 'load' }, brian.token)).body.family?.children).toEqual([]);
    },
    SLOW,
  );
});

describe('records another family was given', () => {
  it(
    'go back to the family when it signs in with their verified email; until then the other family cannot act on them',
    async () => {
      const aminaEmail = unique('amina');
      const brianEmail = unique('brian');
      const brian = await parentAccount(brianEmail);
      await callFamily({ action: 'load' }, brian.token);
      // As the old booking code left them: Brian's uid on records made under Amina's email.
      const tag = randomBytes(8).toString('hex');
      const enrollmentId = randomBytes(16).toString('hex');
      const wrong = { email: aminaEmail, familyUid: brian.uid, studentName: 'Neema Wairimu', childId: 'brianschild0000000000' };
      await writeDoc(`bookings/own${tag}`, {
        email: aminaEmail,
        parentUid: brian.uid,
        childId: wrong.childId,
        studentName: wrong.studentName,
        studentGrade: '3-5',
        status: 'attended',
      });
      await writeDoc(`recommendations/own${tag}`, wrong);
      await writeDoc(`enrollments/${enrollmentId}`, {
        ...wrong,
        status: 'active',
        subscription: { code: `SUB_own${tag}`, status: 'active' },
      });
      await writeDoc(`subscriptions/SUB_own${tag}`, { code: `SUB_own${tag}`, emailToken: `tok${tag}`, enrollmentId });
      await writeDoc(`payments/T-own-${tag}`, { ...wrong, enrollmentId, status: 'success', kind: 'plan' });
      // A record that is rightly Brian's stays his.
      await writeDoc(`payments/T-brian-${tag}`, { email: brianEmail, familyUid: brian.uid, studentName: 'Otieno' });

      expect((await callFamily({ action: 'renewal', enrollmentId, on: false }, brian.token)).http).toBe(404);
      expect((await callFamily({ action: 'updateCard', enrollmentId }, brian.token)).http).toBe(404);

      const amina = await parentAccount(aminaEmail);
      const loaded = await callFamily<Loaded & { attached?: number }>({ action: 'load' }, amina.token);
      const childId = loaded.body.family?.children.find((c) => c.name === wrong.studentName)?.id;
      expect(childId).toBeDefined();
      expect(await read(`bookings/own${tag}`)).toMatchObject({ parentUid: amina.uid, childId });
      for (const path of [`recommendations/own${tag}`, `enrollments/${enrollmentId}`, `payments/T-own-${tag}`]) {
        expect(await read(path), path).toMatchObject({ familyUid: amina.uid, childId });
      }
      expect(await read(`payments/T-brian-${tag}`)).toMatchObject({ familyUid: brian.uid });
      // Loading again takes nothing twice.
      expect((await callFamily<{ attached?: number }>({ action: 'load' }, amina.token)).body.attached).toBe(0);
    },
    SLOW,
  );
});
