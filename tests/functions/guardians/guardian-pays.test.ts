// A second guardian paying on /pay under their own Google email pays for the family they joined:
// the payment and the enrollment it makes are the family's (keyed by its first uid, under the
// family's address, so either guardian acts on it), and the receipt reaches the payer and the
// family's first parent once each.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../support/functions/booking-helpers';
import { callFamily } from '../../support/functions/family-helpers';
import { mailSettled, waitForDelivery } from '../../support/functions/mail-helpers';
import { enrolledChild, planList } from '../../support/functions/class-helpers';
import { joinWith, whatsappInvite } from '../../support/functions/guardian-helpers';
import { seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';

const SLOW = 600_000;
const LATE = 180_000;
const onePerWeek = planList.find((p) => p.classes === 1)!;

beforeAll(() => warmUp(), WARM_UP_MS);

describe('a second guardian pays under their own email', () => {
  it(
    "the payment and its enrollment are the family's, and the receipt goes to the payer and the first parent once each",
    async () => {
      const first = await enrolledChild(onePerWeek.id, 'prodigy');
      expect((await callFamily({}, first.token)).http).toBe(200);
      const guardian = await joinWith(await whatsappInvite(first.token));
      expect(guardian.joined.http).toBe(200);

      const studentName = 'Baraka Otieno';
      const metadata = { kind: 'plan', plan: onePerWeek.id, period: 'monthly', studentName };
      const reference = await seed({ amount: onePerWeek.monthly.kes * 100, currency: 'KES', email: guardian.email, metadata });
      expect((await verify({ reference, studentName })).body.status).toBe('success');

      const payment = (await adminDb().doc(`payments/${reference}`).get()).data()!;
      expect(payment).toMatchObject({ email: guardian.email, familyUid: first.uid });
      const enrollment = (
        await adminDb()
          .doc(`enrollments/${String(payment.enrollmentId)}`)
          .get()
      ).data();
      expect(enrollment).toMatchObject({ email: first.email, familyUid: first.uid, status: 'active' });

      const id = `payment-${reference}-receipt`;
      await waitForDelivery(id, 'SUCCESS', LATE);
      await waitForDelivery(`${id}-guardian-${guardian.uid}`, 'SUCCESS', LATE);
      expect(await mailSettled(first.email, { timeoutMs: LATE })).toHaveLength(1);
      expect(await mailSettled(guardian.email, { timeoutMs: LATE })).toHaveLength(1);
    },
    SLOW,
  );
});
