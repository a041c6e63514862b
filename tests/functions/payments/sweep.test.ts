// The pending-payment sweep (localJobs): a charge whose page was closed and whose M-Pesa
// callback never came is settled by the server once it is SWEEP_AFTER_MINUTES old, through the
// same path as verify and the webhook: sweeps run again and a webhook three times late then
// leave one payment, one enrollment change, one receipt and one WhatsApp message.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  payment,
  paymentsWithReference,
  seed,
  settledTo,
  sign,
  verify,
  WARM_UP_MS,
  warmUp,
  webhook,
} from '../../support/functions/helpers';
import { mailSettled, runJobs } from '../../support/functions/mail-helpers';
import { messageDoc, messagesSettled } from '../../support/functions/whatsapp-helpers';
import { until } from '../../support/functions/wait';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { read } from '../../support/firestore';
import { SWEEP_AFTER_MINUTES } from '../../../functions/src/payments/sweep-window';
import { SLOW } from '../enrollments/enrollment-setup';
import { staffAccount } from '../../support/functions/accounts';

let token: string;
beforeAll(async () => {
  await warmUp('verifyPayment', 'paystackWebhook');
  token = (await staffAccount()).token;
}, WARM_UP_MS);

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

describe('the pending-payment sweep', () => {
  it(
    'applies an M-Pesa charge whose callback never came, once, however often it is told after',
    async () => {
      const { booked, recommendationId, enrollToken } = await recommendedTrial(token, {
        plan: 'starter',
        period: 'monthly',
        currency: 'KES',
      });
      const view = (await callEnrollment({ token: enrollToken })).body.recommendation as { amount: number; studentName: string };
      const started = ago(SWEEP_AFTER_MINUTES + 1);
      const metadata = { kind: 'plan', plan: 'starter', period: 'monthly', studentName: view.studentName, recommendationId };
      // The parent pays by M-Pesa: still pending when the page asks, then the tab is closed.
      const reference = await seed({
        status: 'pending',
        settleAfterSeconds: 2,
        settleTo: 'success',
        amount: view.amount * 100,
        currency: 'KES',
        email: booked.email,
        metadata,
        createdAt: started,
        webhook: false,
      });
      expect((await verify({ reference, studentName: view.studentName, wait: 0 })).body.status).toBe('pending');
      await settledTo(reference, 'success');

      // A minute short of the sweep's wait, a sweep leaves it to the page and the webhook.
      const early = new Date(Date.parse(started) + (SWEEP_AFTER_MINUTES - 1) * MINUTE).toISOString();
      expect(((await runJobs(early)).payments as { applied: string[] }).applied).not.toContain(reference);

      // Past the wait, the sweep settles it.
      const swept = (await runJobs()).payments as { applied: string[] };
      // Another run (ours, or a suite's beside us) may have settled it a moment before: either way, once.
      const stored = await payment(reference);
      expect(stored?.data).toMatchObject({ reference, status: 'success', source: 'sweep', recommendationId });
      expect(swept.applied.length === 0 || swept.applied.includes(reference)).toBe(true);
      const enrollmentId = String(stored?.data.enrollmentId);
      const enrollment = await read(`enrollments/${enrollmentId}`);
      expect(enrollment).toMatchObject({ payments: [reference], status: 'active' });

      // The sweep twice more, the webhook three times late, and the page asking again.
      const raw = JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, metadata } });
      await Promise.all([runJobs(), runJobs()]);
      for (let i = 0; i < 3; i += 1) expect(await webhook(raw, sign(raw))).toBe(200);
      expect((await verify({ reference, studentName: view.studentName })).body.status).toBe('success');

      expect(await paymentsWithReference(reference)).toBe(1);
      expect(await payment(reference)).toEqual(stored);
      expect(await read(`enrollments/${enrollmentId}`)).toMatchObject({
        payments: [reference],
        paidUntil: enrollment?.paidUntil,
      });
      // The payment's trigger queues the receipt and the message after the record: wait for both, then count.
      await until(`payment-${reference}-receipt queued`, async () => !!(await read(`mail/payment-${reference}-receipt`)), {
        timeoutMs: 150_000,
      });
      await until(`its message queued`, async () => !!(await messageDoc(`payment-${reference}-receipt`)), { timeoutMs: 150_000 });
      const receipts = (await mailSettled(booked.email, { timeoutMs: 150_000 })).filter((m) => m.text?.includes(reference));
      expect(receipts).toHaveLength(1);
      const whatsapp = String((await read(`bookings/${booked.id}`))?.whatsapp);
      const messages = (await messagesSettled(whatsapp, 150_000)).filter((m) => m.template === 'payment_received');
      expect(messages).toHaveLength(1);
    },
    SLOW,
  );
});
