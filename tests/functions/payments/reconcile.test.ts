// The nightly reconciliation (localJobs, as of 01:00 in Nairobi the morning after): Paystack's
// charges of the day against our payment records. A charge with no record is applied, or
// recorded for review when it is not a current price; a record with no charge and a payer
// charged twice are flagged; staff get one mail. Run twice, the result and the mail stay one.
// The day is one far in the past that no other suite uses, so the night holds only this test's.
import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, slotInstant } from '../../../src/domain/slots';
import { allowedPlanAmounts, type PricedPlan } from '../../../src/domain/pricing';
import { payment, seed, uniqueReference, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { mailSettled, runJobs } from '../../support/functions/mail-helpers';
import { createDoc, read } from '../../support/firestore';
import { SLOW } from '../enrollments/enrollment-setup';
import { plans } from './verify-setup';

const settings = yaml.load(readFileSync(new URL('../../../src/content/settings.yaml', import.meta.url), 'utf8')) as {
  site: { staffEmail: string };
};

beforeAll(async () => {
  await warmUp('verifyPayment');
}, WARM_UP_MS);

/** A day of 2019 or 2020, this run's own: no enrollment, reminder or report falls due on it. */
const date = addDays('2019-01-01', randomInt(0, 700));
const at = (time: string) => slotInstant(date, time).toISOString();
const night = addDays(date, 1);
const nightRun = () => runJobs(slotInstant(night, '01:00').toISOString());

/** An amount that is no plan's price in KES: a charge whose metadata names nothing of ours goes to review. */
function notAPrice(): number {
  const prices = new Set(allowedPlanAmounts(plans as PricedPlan[], 'KES'));
  let amount = 1234;
  while (prices.has(amount)) amount += 1;
  return amount;
}

describe('the nightly reconciliation', () => {
  it(
    'applies a charge with no record, flags a record with no charge and a double, the same twice, with one mail',
    async () => {
      const email = `recon.${randomInt(1e9)}@example.com`;
      const gift = { kind: 'donation', studentName: 'Reconciled Donor' };
      // Paid twice over, both verified by the page: recorded, matched, and flagged as a double.
      const first = await seed({ amount: 150_000, currency: 'KES', email, metadata: gift, createdAt: at('10:00') });
      const second = await seed({ amount: 150_000, currency: 'KES', email, metadata: gift, createdAt: at('10:03') });
      for (const reference of [first, second])
        expect((await verify({ reference, studentName: gift.studentName })).body.status).toBe('success');
      // Charged, never verified, webhook lost: no record until the night.
      const lost = await seed({ amount: 90_000, currency: 'KES', email, metadata: gift, createdAt: at('14:00'), webhook: false });
      // Charged with metadata naming nothing of ours, for no price we sell: for review.
      const stray = await seed({
        amount: notAPrice() * 100,
        currency: 'KES',
        email: `stray.${email}`,
        createdAt: at('16:00'),
        webhook: false,
      });
      // A declined charge: listed, nothing to do.
      await seed({ status: 'failed', amount: 90_000, currency: 'KES', email, metadata: gift, createdAt: at('17:00') });
      // Recorded as paid that day, but Paystack never charged it.
      const ghost = uniqueReference('ghost');
      await createDoc('payments', ghost, {
        reference: ghost,
        status: 'success',
        kind: 'donation',
        amount: 500,
        currency: 'KES',
        email,
        paidAt: at('12:00'),
        source: 'verify',
      });

      const answer = (await nightRun()).reconciliation as Record<string, unknown>;
      const expected = {
        date,
        charges: 5,
        succeeded: 4,
        records: 5,
        matched: 2,
        applied: [lost],
        review: [stray],
        unrecorded: [],
        missingCharges: [{ reference: ghost, reason: { kind: 'notFound' } }],
        doubles: [{ references: [first, second].sort() }],
        listedTwice: [],
      };
      expect(answer).toEqual(expected);
      expect(await read(`reconciliations/${date}`)).toMatchObject({ ...expected, unmatched: 4 });
      // The stand-in's list and our records now agree: every successful charge has its record.
      expect((await payment(lost))?.data).toMatchObject({ status: 'success', source: 'reconcile', amount: 900 });
      expect((await payment(stray))?.data).toMatchObject({ status: 'review', source: 'reconcile' });

      // The night run again: the same result, and no second mail.
      expect((await nightRun()).reconciliation).toEqual(expected);
      const staff = settings.site.staffEmail;
      const mails = (await mailSettled(staff, { timeoutMs: 150_000 })).filter((m) => m.subject.includes(date));
      expect(mails).toHaveLength(1);
      for (const reference of [lost, stray, ghost, first, second]) expect(mails[0]!.text).toContain(reference);
    },
    SLOW,
  );
});
