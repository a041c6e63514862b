// The family's language against the emulators: a booking, a family and an enrollment keep
// the language of the page that made them, and /api/manage and /api/family change it.
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsUrl, payment, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { createAccount, idToken, markEmailVerified } from '../../support/functions/auth-emulator';
import { bookTrial } from '../../support/functions/staff-helpers';
import { availabilityOf, post, tokenOf } from '../../support/functions/booking-helpers';
import { read } from '../../support/firestore';
import { planPrice, type PricedPlan } from '../../../src/domain/pricing';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';

const SLOW = 240_000;

beforeAll(async () => {
  await warmUp('verifyPayment', 'bookings');
}, WARM_UP_MS);

async function parentToken(email: string): Promise<{ uid: string; token: string }> {
  const uid = await createAccount(email, 'parent-pass');
  await markEmailVerified(uid);
  return { uid, token: await idToken(email, 'parent-pass') };
}

describe('a booking keeps its language', () => {
  it(
    'stores the language the page sent, and English when it sent none or one we do not speak',
    async () => {
      const sw = await bookTrial(functionsUrl(), { language: 'sw' });
      const none = await bookTrial(functionsUrl());
      const unknown = await bookTrial(functionsUrl(), { language: 'xx' });
      expect((await read(`bookings/${sw.id}`))?.language).toBe('sw');
      expect((await read(`bookings/${none.id}`))?.language).toBe('en');
      expect((await read(`bookings/${unknown.id}`))?.language).toBe('en');
    },
    SLOW,
  );

  it(
    'is changed through the manage link, and a language we do not speak is refused',
    async () => {
      const email = `lugha.${Date.now()}@example.com`;
      const booked = await bookTrial(functionsUrl(), { email, language: 'en' });
      const stored = await read(`bookings/${booked.id}`);
      expect(stored?.language).toBe('en');
      const { uid, token } = await parentToken(email);
      // Signed in: the family gathers the trial, then its owner may change it by id.
      expect((await post('family', {}, token)).http).toBe(200);
      expect((await read(`bookings/${booked.id}`))?.parentUid).toBe(uid);
      const changed = await post('manage', { bookingId: booked.id, action: 'language', language: 'sw' }, token);
      expect(changed.http).toBe(200);
      expect(changed.body.booking.language).toBe('sw');
      expect((await read(`bookings/${booked.id}`))?.language).toBe('sw');
      const refused = await post('manage', { bookingId: booked.id, action: 'language', language: 'xx' }, token);
      expect(refused.http).toBe(400);
      expect((await read(`bookings/${booked.id}`))?.language).toBe('sw');
    },
    SLOW,
  );

  it(
    'is changed with the token of the manage link',
    async () => {
      for (;;) {
        const answer = await post('book', { ...(await freshBody()), language: 'sw' });
        if (answer.body.status === 'full') continue;
        expect(answer.http).toBe(200);
        const token = tokenOf(answer.body.manageUrl);
        const view = await post('manage', { token });
        expect(view.body.booking.language).toBe('sw');
        const changed = await post('manage', { token, action: 'language', language: 'en' });
        expect(changed.http).toBe(200);
        expect((await read(`bookings/${answer.body.id}`))?.language).toBe('en');
        return;
      }
    },
    SLOW,
  );
});

/** A booking body in the first slot of day 6 with a seat free. */
async function freshBody() {
  const { addDays, nairobiDate } = await import('../../../src/domain/slots');
  const date = addDays(nairobiDate(new Date()), 6);
  const availability = (await availabilityOf(date)).body as {
    slots: Record<string, { seats: number; taken: number }>;
  };
  const time = Object.entries(availability.slots).find(([, s]) => s.taken < s.seats)?.[0];
  if (!time) throw new Error(`no free seat on ${date}`);
  const n = String(Date.now()).slice(-8);
  return {
    studentName: 'Baraka',
    studentGrade: '3-5',
    parentName: 'Neema Otieno',
    email: `neema.${n}@example.com`,
    phone: `07${n}`,
    countryCode: 'KE',
    date,
    time,
  };
}

describe('a family keeps its language', () => {
  it(
    'is made in the language of the page it first loads from, and the dashboard changes it and its upcoming trials',
    async () => {
      const email = `familia.${Date.now()}@example.com`;
      const booked = await bookTrial(functionsUrl(), { email });
      const { uid, token } = await parentToken(email);
      const loaded = await post('family', { language: 'sw' }, token);
      expect(loaded.http).toBe(200);
      expect(loaded.body.family.language).toBe('sw');
      expect((await read(`families/${uid}`))?.language).toBe('sw');
      const changed = await post('family', { action: 'language', language: 'en' }, token);
      expect(changed.http).toBe(200);
      expect(changed.body.family.language).toBe('en');
      expect((await read(`families/${uid}`))?.language).toBe('en');
      expect((await read(`bookings/${booked.id}`))?.language).toBe('en');
      await post('family', { action: 'language', language: 'sw' }, token);
      expect((await read(`bookings/${booked.id}`))?.language).toBe('sw');
      const refused = await post('family', { action: 'language', language: 'fr' }, token);
      expect(refused.http).toBe(400);
      expect((await read(`families/${uid}`))?.language).toBe('sw');
    },
    SLOW,
  );
});

describe('an enrollment keeps its language', () => {
  it(
    'starts in the language of the page that paid',
    async () => {
      const plans = yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[];
      const plan = plans[0]!;
      const amount = planPrice(plan, 'monthly', 'KES');
      const studentName = `Amani ${Date.now()}`;
      const reference = await seed({
        amount: amount * 100,
        currency: 'KES',
        metadata: { kind: 'plan', plan: plan.id, period: 'monthly', studentName },
        email: `lipa.${Date.now()}@example.com`,
      });
      expect((await verify({ reference, studentName, language: 'sw' })).body.status).toBe('success');
      const paid = (await payment(reference))?.data;
      expect(paid?.language).toBe('sw');
      expect((await read(`enrollments/${String(paid?.enrollmentId)}`))?.language).toBe('sw');
    },
    SLOW,
  );
});
