// A recommendation staff withdraw, and an enroll link past its days, against the emulators
// and the Paystack stand-in: the link answers the one "not valid or has expired" message,
// and a payment naming a withdrawn recommendation enrolls without it.
import { beforeAll, describe, expect, it } from 'vitest';
import { words as enrollMessages } from '../../../src/i18n/en/enroll';
import { words as staffMessages } from '../../../src/i18n/en/console/staff';
import { functionsUrl, payment, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { read } from '../../support/firestore';
import { admin, adminDb } from '../../support/functions/booking-helpers';
import { staffAccount } from '../../support/functions/accounts';

const SLOW = 240_000;
const DAY_MS = 86_400_000;

let token: string;
beforeAll(async () => {
  await warmUp();
  token = (await staffAccount()).token;
}, WARM_UP_MS);

const withdraw = (body: Record<string, unknown>) =>
  callStaffAction(functionsUrl(), { action: 'withdrawRecommendation', ...body }, token);

describe('withdrawing a recommendation', () => {
  it(
    'needs a reason, closes the link, writes the history, and a payment naming it does not pay for it',
    async () => {
      const { booked, recommendationId, enrollToken } = await recommendedTrial(token, {
        plan: 'starter',
        period: 'monthly',
        currency: 'KES',
      });
      const view = (await callEnrollment({ token: enrollToken })).body.recommendation as { amount: number; studentName: string };

      expect(await withdraw({ recommendationId })).toMatchObject({
        http: 400,
        body: { field: 'reason', message: staffMessages.withdrawReasonNeeded },
      });
      expect(await withdraw({ recommendationId: 'x/y', reason: 'Wrong plan.' })).toMatchObject({
        http: 400,
        body: { field: 'recommendationId' },
      });
      expect((await withdraw({ recommendationId: 'A'.repeat(20), reason: 'Wrong plan.' })).http).toBe(404);
      expect((await withdraw({ recommendationId, reason: 'Wrong plan.' })).http).toBe(200);
      // Twice changes nothing.
      expect((await withdraw({ recommendationId, reason: 'Again.' })).http).toBe(200);

      expect(await read(`recommendations/${recommendationId}`)).toMatchObject({ withdrawReason: 'Wrong plan.' });
      const bookingNow = await read(`bookings/${booked.id}`);
      expect(bookingNow?.recommendationId).toBeUndefined();
      const withdrawn = (bookingNow?.history as Record<string, unknown>[]).filter((h) => h.action === 'recommendation-withdrawn');
      expect(withdrawn).toEqual([expect.objectContaining({ by: 'staff', recommendationId, reason: 'Wrong plan.' })]);

      expect(await callEnrollment({ token: enrollToken })).toEqual({
        http: 404,
        body: { status: 'not-found', message: enrollMessages.notFound },
      });

      // A payment begun before the withdrawal is still money taken, but not this recommendation's.
      const reference = await seed({
        amount: view.amount * 100,
        currency: 'KES',
        email: booked.email,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: view.studentName, recommendationId },
      });
      expect((await verify({ reference, studentName: view.studentName })).body.status).toBe('success');
      const paid = (await payment(reference))?.data;
      const enrollment = await read(`enrollments/${String(paid?.enrollmentId)}`);
      expect(enrollment).toMatchObject({ status: 'active' });
      expect(enrollment?.recommendationId).toBeUndefined();
      expect((await read(`recommendations/${recommendationId}`))?.enrollmentId).toBeUndefined();
    },
    SLOW,
  );
});

describe('an enroll link', () => {
  it(
    'works for recommendationLinkDays (30) days after the recommendation, then says it has expired',
    async () => {
      const { recommendationId, enrollToken } = await recommendedTrial(token, {
        plan: 'pro',
        period: 'monthly',
        currency: 'USD',
      });
      const ref = adminDb().collection('recommendations').doc(recommendationId);
      await ref.update({ createdAt: admin.Timestamp.fromMillis(Date.now() - 29 * DAY_MS) });
      expect((await callEnrollment({ token: enrollToken })).http).toBe(200);
      await ref.update({ createdAt: admin.Timestamp.fromMillis(Date.now() - 30 * DAY_MS - 60_000) });
      expect(await callEnrollment({ token: enrollToken })).toEqual({
        http: 404,
        body: { status: 'not-found', message: enrollMessages.notFound },
      });
    },
    SLOW,
  );
});
