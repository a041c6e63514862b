// From an attended trial to an enrollment offer, against the Functions, Auth and Firestore
// emulators: staff recommend, and the family follows the mail's private link.
import { beforeAll, describe, expect, it } from 'vitest';
import { functionsUrl, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { readOfferGlance } from '../../../src/domain/enrollment/offer-glance';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { bookTrial, callStaffAction } from '../../support/functions/staff-helpers';
import { read } from '../../support/firestore';
import { SLOW, price } from './enrollment-setup';
import { staffAccount } from '../../support/functions/accounts';

let token: string;
beforeAll(async () => {
  await warmUp();
  token = (await staffAccount()).token;
}, WARM_UP_MS);

describe('recommend', () => {
  it(
    'records the recommendation, the booking history and a private mail with the /enroll link',
    async () => {
      const { booked, recommendationId, enrollToken, mail } = await recommendedTrial(token, {
        plan: 'pro',
        period: 'monthly',
        currency: 'KES',
      });
      const stored = await read(`recommendations/${recommendationId}`);
      expect(stored).toMatchObject({
        bookingId: booked.id,
        course: 'prodigy',
        plan: 'pro',
        period: 'monthly',
        currency: 'KES',
        amount: price('pro', 'monthly', 'KES'),
        note: 'Loves puzzles.',
        email: booked.email,
      });
      // Only the token's hash is stored, apart from what the family reads, beside who recommended.
      const secret = await read(`recommendationSecrets/${recommendationId}`);
      expect(String(secret?.enrollTokenHash)).toMatch(/^[0-9a-f]{64}$/);
      expect(secret?.by).toMatch(/^staff\./);
      expect(stored).not.toHaveProperty('enrollTokenHash');
      expect(stored).not.toHaveProperty('by');
      expect(JSON.stringify([stored, secret])).not.toContain(enrollToken);
      expect(mail).toMatchObject({ to: booked.email, private: true, template: 'recommendation' });
      // The link carries the offer as mailed for /enroll's first paint, without the family's contacts.
      const text = String((mail.message as { text: string }).text);
      const tail = new RegExp(`/enroll#${enrollToken}~(o1\\.[A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
      expect(readOfferGlance(tail)).toMatchObject({
        firstName: String(stored?.studentName).split(' ')[0],
        plan: 'pro',
        period: 'monthly',
        currency: 'KES',
        amount: price('pro', 'monthly', 'KES'),
        renews: false,
      });
      expect(tail).not.toContain(booked.email);
      const history = (await read(`bookings/${booked.id}`))?.history as Record<string, unknown>[];
      expect(history.at(-1)).toMatchObject({ by: 'staff', action: 'recommended', recommendationId });
    },
    SLOW,
  );

  it(
    'is refused before the trial is marked attended, and with a plan not in plans.yaml',
    async () => {
      const booked = await bookTrial(functionsUrl());
      const body = {
        bookingId: booked.id,
        action: 'recommend',
        course: 'prodigy',
        plan: 'pro',
        period: 'monthly',
        currency: 'KES',
      };
      const early = await callStaffAction(functionsUrl(), body, token);
      expect(early.http).toBe(409);
      const bad = await callStaffAction(functionsUrl(), { ...body, plan: 'platinum' }, token);
      expect(bad).toMatchObject({ http: 400, body: { field: 'plan' } });
      const badCourse = await callStaffAction(functionsUrl(), { ...body, course: 'nope' }, token);
      expect(badCourse).toMatchObject({ http: 400, body: { field: 'course' } });
    },
    SLOW,
  );
});

describe('the enrollment link', () => {
  it(
    'shows the child, course, plan, period and the price from plans.yaml; a wrong token reveals nothing',
    async () => {
      const { enrollToken, recommendationId } = await recommendedTrial(
        token,
        { plan: 'elite', period: 'quarterly', currency: 'USD' },
        { studentName: 'Baraka Otieno' },
      );
      const reply = await callEnrollment({ token: enrollToken });
      expect(reply.http).toBe(200);
      expect(reply.body.recommendation).toMatchObject({
        id: recommendationId,
        studentName: 'Baraka Otieno',
        course: { id: 'prodigy' },
        plan: { id: 'elite' },
        period: 'quarterly',
        currency: 'USD',
        amount: price('elite', 'quarterly', 'USD'),
        enrollment: null,
      });
      const wrong = await callEnrollment({ token: enrollToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
      expect(wrong.http).toBe(404);
      expect((await callEnrollment({ token: 'short' })).http).toBe(404);
      // By id, only for the signed-in family it belongs to.
      expect((await callEnrollment({ recommendationId })).http).toBe(401);
    },
    SLOW,
  );
});
