// What a signed-in parent can read of their own records, read as the dashboard would (the
// Firestore emulator's REST API with their ID token, so firestore.rules apply): never the
// manage link's seed or the client address of a booking, nor the staff email or the enroll
// link's hash of a recommendation. New records keep those apart from the start; records
// stored before are moved on the family's next load, and both links still work.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEEP_DAYS } from '../../../src/domain/retention';
import { clientAddress, need, read } from '../../support/firestore';
import { adminDb, admin } from '../../support/functions/booking-helpers';
import { callEnrollment } from '../../support/functions/enrollment-helpers';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { bookTrial, callStaffAction } from '../../support/functions/staff-helpers';
import { hashToken, newToken } from '../../../functions/src/bookings/token';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const PRIVATE = ['manageTokenSeed', 'by', 'enrollTokenHash', 'withdrawnBy'];

let staff: string;
beforeAll(async () => {
  await warmUp();
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

/** A document as the parent's own client SDK reads it (null: the rules refuse it). */
async function asParent(path: string, idToken: string): Promise<Record<string, unknown> | null> {
  const url = `http://${need('FIRESTORE_EMULATOR_HOST')}/v1/projects/${need('GCLOUD_PROJECT')}/databases/(default)/documents/${path}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  if (res.status === 403) return null;
  if (!res.ok) throw new Error(`parent read ${path}: ${res.status}`);
  return ((await res.json()) as { fields?: Record<string, unknown> }).fields ?? {};
}

function expectNothingPrivate(fields: Record<string, unknown> | null, address: string) {
  expect(fields).not.toBeNull();
  for (const key of PRIVATE) expect(fields).not.toHaveProperty(key);
  expect(JSON.stringify(fields)).not.toContain(address);
}

describe('what a parent reads of their own records', () => {
  it(
    'a new booking and its recommendation: no seed, address, staff email or link hash; those are kept apart',
    async () => {
      const parent = await parentAccount(`private.${randomBytes(5).toString('hex')}@example.com`);
      const family = (await callFamily({}, parent.token)).body.family as { email: string };
      // An address the tests exempt from the proof of work (scripts/test.mjs), stored all the same.
      const address = '127.0.0.1';
      const booked = await bookTrial(functionsUrl(), { email: family.email, token: parent.token, address });
      expect((await callStaffAction(functionsUrl(), { bookingId: booked.id, action: 'attended' }, staff)).http).toBe(200);
      const recommended = await callStaffAction(
        functionsUrl(),
        {
          bookingId: booked.id,
          action: 'recommend',
          course: 'prodigy',
          plan: 'pro',
          period: 'monthly',
          currency: 'KES',
          note: '',
        },
        staff,
      );
      const recommendationId = String(recommended.body.recommendationId);

      expectNothingPrivate(await asParent(`bookings/${booked.id}`, parent.token), address);
      expectNothingPrivate(await asParent(`recommendations/${recommendationId}`, parent.token), address);
      for (const path of [
        `bookingSecrets/${booked.id}`,
        `bookingAddresses/${booked.id}`,
        `recommendationSecrets/${recommendationId}`,
      ])
        expect(await asParent(path, parent.token)).toBeNull();

      expect(String((await read(`bookingSecrets/${booked.id}`))?.manageTokenSeed)).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const kept = await read(`bookingAddresses/${booked.id}`);
      expect(kept).toMatchObject({ address, date: booked.date });
      // Kept for the abuse window only, counted from the booking.
      const until = (kept?.expiresAt as Date).getTime();
      expect(until).toBeGreaterThan(Date.now() + (KEEP_DAYS.clientAddress - 1) * 86_400_000);
      expect(until).toBeLessThanOrEqual(Date.now() + KEEP_DAYS.clientAddress * 86_400_000);
      expect(await read(`recommendationSecrets/${recommendationId}`)).toMatchObject({ by: expect.stringMatching(/@/) });
      // The family's own answers carry none of it either.
      const answers = JSON.stringify((await callFamily({}, parent.token)).body);
      for (const word of [address, ...PRIVATE.map((key) => `"${key}"`)]) expect(answers).not.toContain(word);
    },
    SLOW,
  );

  it(
    'records stored before are moved apart on the next load; the enroll link still opens',
    async () => {
      const parent = await parentAccount(`private-old.${randomBytes(5).toString('hex')}@example.com`);
      await callFamily({}, parent.token);
      const address = clientAddress();
      const token = newToken();
      const db = adminDb();
      const now = admin.Timestamp.now();
      const booking = await db.collection('bookings').add({
        parentUid: parent.uid,
        studentName: 'Zawadi',
        email: 'x@example.com',
        date: '2030-01-01',
        time: '10:00',
        status: 'upcoming',
        manageTokenSeed: 'oldseed0000000000000000',
        client: { address, emailDomain: 'example.com' },
        createdAt: now,
        expiresAt: now,
      });
      const recommendation = await db.collection('recommendations').add({
        familyUid: parent.uid,
        studentName: 'Zawadi',
        email: 'x@example.com',
        course: 'prodigy',
        plan: 'pro',
        period: 'monthly',
        currency: 'KES',
        amount: 1,
        note: '',
        enrollTokenHash: hashToken(token),
        by: 'mentor@example.com',
        createdAt: now,
      });
      // Before the load the parent could read them: this is the old shape.
      expect(await asParent(`bookings/${booking.id}`, parent.token)).toHaveProperty('manageTokenSeed');

      expect((await callFamily({ action: 'load' }, parent.token)).http).toBe(200);
      expectNothingPrivate(await asParent(`bookings/${booking.id}`, parent.token), address);
      expect(await asParent(`bookings/${booking.id}`, parent.token)).toHaveProperty('client');
      expectNothingPrivate(await asParent(`recommendations/${recommendation.id}`, parent.token), address);
      expect(await read(`bookingSecrets/${booking.id}`)).toMatchObject({ manageTokenSeed: 'oldseed0000000000000000' });
      expect(await read(`bookingAddresses/${booking.id}`)).toMatchObject({ address });
      expect(await read(`recommendationSecrets/${recommendation.id}`)).toMatchObject({
        by: 'mentor@example.com',
        enrollTokenHash: hashToken(token),
      });
      const opened = await callEnrollment({ token });
      expect(opened.http).toBe(200);
      expect(opened.body).toMatchObject({ recommendation: { id: recommendation.id } });
    },
    SLOW,
  );
});
