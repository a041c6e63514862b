// Paystack resends an unacknowledged charge.success for up to 72 hours: the same event three
// times, the last 72 hours after the parent paid, makes one payment, one enrollment change
// (counted from the day the parent paid, not the day it arrived), one receipt and one message.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { nairobiDate } from '../../../src/domain/slots';
import { payment, paymentsWithReference, seed, sign, WARM_UP_MS, warmUp, webhook } from '../../support/functions/helpers';
import { mailSettled } from '../../support/functions/mail-helpers';
import { messageDoc, messagesSettled } from '../../support/functions/whatsapp-helpers';
import { until } from '../../support/functions/wait';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { read } from '../../support/firestore';
import { SLOW } from '../enrollments/enrollment-setup';
import { staffAccount } from '../../support/functions/accounts';

let token: string;
beforeAll(async () => {
  await warmUp('paystackWebhook');
  token = (await staffAccount()).token;
}, WARM_UP_MS);

describe('a webhook delivered three times, 72 hours late', () => {
  it(
    'makes one payment, one enrollment change from the day paid, one receipt and one message',
    async () => {
      const { booked, recommendationId, enrollToken } = await recommendedTrial(token, {
        plan: 'starter',
        period: 'monthly',
        currency: 'KES',
      });
      const view = (await callEnrollment({ token: enrollToken })).body.recommendation as { amount: number; studentName: string };
      const paidAt = new Date(Date.now() - 72 * 3_600_000);
      const metadata = { kind: 'plan', plan: 'starter', period: 'monthly', studentName: view.studentName, recommendationId };
      // Paid 72 hours ago; the page never verified and every delivery so far went unanswered.
      const reference = await seed({
        amount: view.amount * 100,
        currency: 'KES',
        email: booked.email,
        metadata,
        createdAt: paidAt.toISOString(),
        webhook: false,
      });
      const raw = JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, metadata } });
      // Two deliveries at once, then the last one.
      expect(await Promise.all([webhook(raw, sign(raw)), webhook(raw, sign(raw))])).toEqual([200, 200]);
      expect(await webhook(raw, sign(raw))).toBe(200);

      expect(await paymentsWithReference(reference)).toBe(1);
      const stored = (await payment(reference))?.data;
      expect(stored).toMatchObject({ status: 'success', source: 'webhook', paidAt: paidAt.toISOString() });
      const day = nairobiDate(paidAt);
      const enrollment = await read(`enrollments/${String(stored?.enrollmentId)}`);
      expect(enrollment).toMatchObject({
        payments: [reference],
        paidUntil: addMonths(day, 1),
        anchorDay: Number(day.slice(8)),
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
