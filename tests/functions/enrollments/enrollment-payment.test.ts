// A plan payment and its enrollment, against the Functions, Auth and Firestore emulators and the
// Paystack stand-in: the payment creates or extends the child's enrollment in the same
// transaction that records it, exactly once per payment.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { addDays } from '../../../src/domain/slots';
import { call, payment, seed, sign, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { until } from '../../support/functions/wait';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { SLOW, price, today } from './enrollment-setup';
import { staffAccount } from '../../support/functions/accounts';

let token: string;
beforeAll(async () => {
  await warmUp();
  token = (await staffAccount()).token;
}, WARM_UP_MS);

describe('a plan payment and its enrollment', () => {
  it(
    'recommend → link → pay: an active enrollment paid until one period from today, named in the receipt',
    async () => {
      const { enrollToken, recommendationId, booked } = await recommendedTrial(token, {
        plan: 'pro',
        period: 'quarterly',
        currency: 'KES',
      });
      const view = (await callEnrollment({ token: enrollToken })).body.recommendation as { amount: number; studentName: string };
      const reference = await seed({
        amount: view.amount * 100,
        currency: 'KES',
        email: booked.email,
        metadata: { kind: 'plan', plan: 'pro', period: 'quarterly', studentName: view.studentName, recommendationId },
      });
      expect((await verify({ reference, studentName: view.studentName })).body.status).toBe('success');

      const paid = (await payment(reference))?.data;
      const day = today();
      const expected = addMonths(day, 3);
      expect(paid).toMatchObject({ recommendationId, paidUntil: expected });
      const enrollment = await read(`enrollments/${String(paid?.enrollmentId)}`);
      expect(enrollment).toMatchObject({
        studentName: view.studentName,
        course: 'prodigy',
        plan: 'pro',
        period: 'quarterly',
        currency: 'KES',
        amount: view.amount,
        status: 'active',
        paidUntil: expected,
        anchorDay: Number(day.slice(8)),
        payments: [reference],
        recommendationId,
      });
      expect((await read(`recommendations/${recommendationId}`))?.enrollmentId).toBe(paid?.enrollmentId);
      expect(((await callEnrollment({ token: enrollToken })).body.recommendation as Record<string, unknown>).enrollment).toEqual({
        status: 'active',
        paidUntil: expected,
      });

      // The receipt names the child, the plan, the period and the new due date.
      // The receipt trigger runs late on a loaded emulator.
      const receipt = await until(`mail/payment-${reference}-receipt`, () => read(`mail/payment-${reference}-receipt`), {
        timeoutMs: 150_000,
      });
      const text = String((receipt.message as { text?: string } | undefined)?.text);
      expect(text).toContain(view.studentName);
      expect(text).toContain('Pro');
      expect(text).toContain('Quarterly');
      const [y, m, d] = expected.split('-').map(Number);
      const monthName = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      expect(text).toContain(`Paid until: ${d} ${monthName} ${y}`);

      // The next payment continues from the due date on the anchor day, not from today: set on
      // a February 28th that a 31st clamped, it falls due on 31 May, whatever day this runs.
      const year = Number(day.slice(0, 4)) + 1;
      await adminDb()
        .doc(`enrollments/${String(paid?.enrollmentId)}`)
        .update({ paidUntil: `${year}-02-28`, anchorDay: 31 });
      const again = await seed({
        amount: view.amount * 100,
        currency: 'KES',
        email: booked.email,
        metadata: { kind: 'plan', plan: 'pro', period: 'quarterly', studentName: view.studentName, recommendationId },
      });
      expect((await verify({ reference: again, studentName: view.studentName })).body.status).toBe('success');
      const extended = await read(`enrollments/${String(paid?.enrollmentId)}`);
      expect(extended).toMatchObject({ paidUntil: `${year}-05-31`, anchorDay: 31, payments: [reference, again] });
    },
    SLOW,
  );

  it(
    'extends once when verify and the webhook race, 20 in parallel',
    async () => {
      const { recommendationId, booked } = await recommendedTrial(token, { plan: 'starter', period: 'monthly', currency: 'USD' });
      const amount = price('starter', 'monthly', 'USD');
      const reference = await seed({
        amount: amount * 100,
        currency: 'USD',
        email: booked.email,
        metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName: 'Mũthoni', recommendationId },
      });
      const raw = JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, amount: amount * 100 } });
      // Each call may also fail under the emulators' load (a worker that could not start):
      // Paystack would send the event again, and the browser asks again; what must hold is
      // that however many get through, the enrollment is extended once.
      const give = { signal: AbortSignal.timeout(150_000) };
      const calls = Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? verify({ reference, studentName: 'Mũthoni', wait: 0 }, give).then((r) => r.http)
          : call('/paystackWebhook', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'x-paystack-signature': sign(raw) },
              body: raw,
              ...give,
            }).then((r) => r.http),
      );
      const answers = await Promise.allSettled(calls);
      expect(answers.some((a) => a.status === 'fulfilled' && a.value === 200)).toBe(true);
      // Once more after the race, as a browser's last look would.
      expect((await verify({ reference, studentName: 'Mũthoni', wait: 0 })).body.status).toBe('success');
      const enrollmentId = String((await payment(reference))?.data.enrollmentId);
      const enrollment = await read(`enrollments/${enrollmentId}`);
      expect(enrollment).toMatchObject({ paidUntil: addMonths(today(), 1), payments: [reference], status: 'active' });
    },
    SLOW,
  );

  it(
    'a payment within the grace continues from the old due date, so a late family loses no day; after the grace it starts from today',
    async () => {
      const email = `grace.${Date.now()}@example.com`;
      const amount = price('starter', 'monthly', 'KES');
      const studentName = 'Wanjiku Kamau';
      const pay = async () => {
        const reference = await seed({
          amount: amount * 100,
          currency: 'KES',
          email,
          metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName },
        });
        expect((await verify({ reference, studentName })).body.status).toBe('success');
        return String((await payment(reference))?.data.enrollmentId);
      };
      const id = await pay();
      // Three days past due, inside settings.yaml's 7-day grace.
      const late = addDays(today(), -3);
      const anchorDay = Number(late.slice(8));
      await adminDb().doc(`enrollments/${id}`).update({ paidUntil: late, anchorDay, status: 'past_due' });
      await pay();
      expect(await read(`enrollments/${id}`)).toMatchObject({ paidUntil: addMonths(late, 1, anchorDay), status: 'active' });
      // Ten days past due: past the grace, a new run from today.
      const lapsed = addDays(today(), -10);
      await adminDb()
        .doc(`enrollments/${id}`)
        .update({ paidUntil: lapsed, anchorDay: Number(lapsed.slice(8)), status: 'expired' });
      await pay();
      expect(await read(`enrollments/${id}`)).toMatchObject({ paidUntil: addMonths(today(), 1), status: 'active' });
    },
    SLOW,
  );

  it(
    "a /pay payment without a recommendation creates the student's enrollment, and the next one of the same name extends it",
    async () => {
      const email = `pay.${Date.now()}@example.com`;
      const amount = price('starter', 'monthly', 'KES');
      const pay = (studentName: string) =>
        seed({
          amount: amount * 100,
          currency: 'KES',
          email,
          metadata: { kind: 'plan', plan: 'starter', period: 'monthly', studentName },
        });
      const first = await pay('Amani Wekesa');
      expect((await verify({ reference: first, studentName: 'Amani Wekesa' })).body.status).toBe('success');
      const firstPaid = (await payment(first))?.data;
      expect(firstPaid).toMatchObject({
        kind: 'plan',
        plan: 'starter',
        studentName: 'Amani Wekesa',
        paidUntil: addMonths(today(), 1),
      });
      // Same child, written another way: the same enrollment.
      const second = await pay('amani  WEKESA');
      expect((await verify({ reference: second, studentName: 'x' })).body.status).toBe('success');
      expect((await payment(second))?.data.enrollmentId).toBe(firstPaid?.enrollmentId);
      expect(await read(`enrollments/${String(firstPaid?.enrollmentId)}`)).toMatchObject({
        paidUntil: addMonths(today(), 2),
        payments: [first, second],
        studentName: 'Amani Wekesa',
      });
      // A sibling gets an enrollment of their own.
      const sibling = await pay('Neema Wekesa');
      expect((await verify({ reference: sibling, studentName: 'Neema Wekesa' })).body.status).toBe('success');
      expect((await payment(sibling))?.data.enrollmentId).not.toBe(firstPaid?.enrollmentId);
    },
    SLOW,
  );
});
