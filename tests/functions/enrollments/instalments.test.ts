// A period paid in parts, against the emulators and the Paystack stand-in: the first part
// enrolls with the schedule stored; a later part at its schedule's amount is marked paid, at any
// other amount it goes to review; a part unpaid past its grace pauses the coming classes (the
// job as of that day) and paying it late resumes them; the same part's webhook three times
// makes one payment, one change to the enrollment and one receipt. These families pay by M-Pesa;
// a card family's parts: instalment-card.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { payment, paymentsWithReference, seed, sign, verify, WARM_UP_MS, warmUp, webhook } from '../../support/functions/helpers';
import { staffAccount } from '../../support/functions/accounts';
import { classesOf, seedClass, teamMentors } from '../../support/functions/class-helpers';
import { runJobs } from '../../support/functions/mail-helpers';
import { read } from '../../support/firestore';
import { until } from '../../support/functions/wait';
import { SLOW } from './enrollment-setup';
import { choice, enrollmentOf, firstPartPaid as firstPartPaidBy, terms, type Held } from './instalment-setup';

let token: string;
beforeAll(async () => {
  await warmUp('verifyPayment', 'paystackWebhook');
  token = (await staffAccount()).token;
  // The jobs' first run wakes their instance and clears what earlier files left due; its outcome is not this file's.
  await runJobs().catch(() => undefined);
}, WARM_UP_MS);

const chargeSuccess = (reference: string, amount: number, metadata: Record<string, unknown>) =>
  JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, amount, currency: 'KES', metadata } });

// These families pay by M-Pesa: no card is saved, and the parts are asked for by reminders and their link.
const firstPartPaid = () => firstPartPaidBy(token, 'mobile_money');

describe('paying a period in parts', () => {
  it(
    'the first part enrolls for the period with its schedule; a later part is accepted only at its amount',
    async () => {
      expect(terms, 'plans.yaml lets no quarterly period be paid in parts').toBeDefined();
      const first = await firstPartPaid();
      const e = await enrollmentOf(first.id);
      const held = e.instalments as Held;
      expect(e).toMatchObject({ status: 'active', plan: choice.plan, period: choice.period });
      expect(held.parts.map((p) => p.amount)).toEqual(first.parts);
      expect(held.parts[0]).toMatchObject({ n: 1, paidRef: first.reference, dueOn: nairobiDate(new Date()) });
      expect(held.parts.slice(1).every((p) => p.paidRef === undefined && p.dueOn < String(e.paidUntil))).toBe(true);
      expect(e.instalmentDue).toBe(held.parts[1]!.dueOn);

      // The plan's full price named as part 2: held for review, and the schedule unmoved.
      const meta = { ...first.meta, instalment: 2 };
      const full = await seed({
        amount: first.parts.reduce((a, b) => a + b, 0),
        currency: 'KES',
        email: first.email,
        metadata: meta,
      });
      expect((await verify({ reference: full, studentName: 'Neema Achieng' })).body.status).toBe('review');
      expect((await payment(full))!.data).toMatchObject({
        status: 'review',
        reviewReason: 'amount does not match plan',
        expected: { ...choice, amount: first.parts[1]! / 100 },
      });
      expect(((await enrollmentOf(first.id)).instalments as Held).parts[1]!.paidRef).toBeUndefined();

      // Part 2 at its amount: paid, and the next part is the one due.
      const second = await seed({ amount: first.parts[1]!, currency: 'KES', email: first.email, metadata: meta });
      expect((await verify({ reference: second, studentName: 'Neema Achieng' })).body.status).toBe('success');
      const after = await enrollmentOf(first.id);
      expect((after.instalments as Held).parts[1]!.paidRef).toBe(second);
      expect(after.paidUntil).toBe(e.paidUntil);
      expect(after.instalmentDue).toBe((after.instalments as Held).parts[2]?.dueOn);

      // Part 2 paid again by another charge: the money is kept in sight, for review, and nothing moves.
      const again = await seed({ amount: first.parts[1]!, currency: 'KES', email: first.email, metadata: meta });
      expect((await verify({ reference: again, studentName: 'Neema Achieng' })).body.status).toBe('review');
      expect((await payment(again))!.data).toMatchObject({ status: 'review', reviewReason: 'instalment not matched' });
      expect(((await enrollmentOf(first.id)).instalments as Held).parts[1]!.paidRef).toBe(second);
    },
    SLOW,
  );

  it(
    'a part unpaid past its grace pauses the coming classes; its webhook three times resumes them once',
    async () => {
      const first = await firstPartPaid();
      const held = (await enrollmentOf(first.id)).instalments as Held;
      const part = held.parts[1]!;
      // The day after the grace, at noon in Nairobi; a class a week later, and one before the pause.
      const pauseDay = addDays(part.dueOn, held.graceDays + 1);
      const jobNow = new Date(`${pauseDay}T09:00:00Z`);
      const days = (date: string) => Math.round((Date.parse(date) - Date.parse(nairobiDate(new Date()))) / 86_400_000);
      const mentor = teamMentors[0]!.id;
      const owner = { id: first.id, uid: 'family-of-parts-test' };
      const later = await seedClass(owner, choice.plan, 'prodigy', mentor, days(pauseDay) + 7);
      const earlier = await seedClass(owner, choice.plan, 'prodigy', mentor, days(pauseDay) - 2);

      // Within the grace: nothing paused.
      await runJobs(new Date(`${addDays(part.dueOn, held.graceDays)}T09:00:00Z`).toISOString());
      expect(((await enrollmentOf(first.id)).instalments as Held).pausedOn).toBeUndefined();

      await runJobs(jobNow.toISOString());
      const paused = await enrollmentOf(first.id);
      expect((paused.instalments as Held).pausedOn).toBe(pauseDay);
      const status = async () => Object.fromEntries((await classesOf(first.id)).map((c) => [c.id, c.status]));
      expect(await status()).toMatchObject({ [later]: 'paused', [earlier]: 'scheduled' });
      // An M-Pesa family has no saved card: nothing was charged for the part.
      expect(await payment(`part-${first.id}-2`)).toBeNull();
      // The reminder after the due date went, once, with a link that offers this part.
      expect(paused.instalments).toMatchObject({ reminded: expect.arrayContaining([expect.stringMatching(/^2_/)]) });
      await runJobs(jobNow.toISOString());
      expect(await status()).toMatchObject({ [later]: 'paused' });

      // Paid late (today, on the real clock): Paystack's webhook arrives three times at once.
      const metadata = { ...first.meta, instalment: 2 };
      const reference = await seed({ amount: part.amount, currency: 'KES', email: first.email, metadata, webhook: false });
      const raw = chargeSuccess(reference, part.amount, metadata);
      expect(await Promise.all([1, 2, 3].map(() => webhook(raw, sign(raw))))).toEqual([200, 200, 200]);
      expect(await paymentsWithReference(reference)).toBe(1);
      const resumed = await enrollmentOf(first.id);
      expect((resumed.instalments as Held).pausedOn).toBeUndefined();
      expect((resumed.instalments as Held).parts[1]!.paidRef).toBe(reference);
      expect((resumed.payments as string[]).filter((r) => r === reference)).toHaveLength(1);
      expect(await status()).toMatchObject({ [later]: 'scheduled', [earlier]: 'scheduled' });
      // One receipt, whatever the retries (its id is the payment's).
      await until('the receipt', () => read(`mail/payment-${reference}-receipt`));
    },
    SLOW,
  );
});
