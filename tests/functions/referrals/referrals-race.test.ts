// A referred family's first plan payment raced by 20 verifies and 3 signed webhooks, on the
// emulators and the Paystack stand-in: one payment, and one credit to each family (deterministic
// ids, granted in the transaction that records the payment), the code's count raised once.
import { beforeAll, describe, expect, it } from 'vitest';
import { referralCredit } from '../../../src/domain/referrals';
import { read } from '../../support/firestore';
import { uniqueEmail } from '../../support/functions/auth-emulator';
import { staffAccount } from '../../support/functions/accounts';
import {
  paymentsWithReference,
  seed,
  sign,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
  webhook,
} from '../../support/functions/helpers';
import { creditsOfReferral, quotedCharge, race, referralIdOf, referrer } from '../../support/functions/referral-helpers';
import { plans, SLOW } from '../enrollments/enrollment-setup';

const VERIFIES = 20;
const WEBHOOKS = 3;
const plan = plans.find((p) => p.referral);
const choice = { plan: plan?.id ?? '', period: 'monthly', currency: 'KES' } as const;

/**
 * The Functions emulator starts a worker per request in flight (contention.test.ts says why):
 * as many as the race uses are started first, verifies held on a charge still pending and
 * webhooks for a charge Paystack does not know, so that the race times our code, not start-up.
 */
async function warmWorkers(): Promise<void> {
  await warmUp('verifyPayment', 'paystackWebhook', 'bookings');
  const reference = await seed({ status: 'pending', amount: 100_00, currency: 'KES', metadata: { kind: 'donation' } });
  const held = () => verify({ reference, studentName: 'Warm Up', wait: 20 }).then((r) => r.http);
  const ghost = JSON.stringify({
    event: 'charge.success',
    data: { status: 'success', reference: uniqueReference('ghost'), amount: 100, currency: 'KES' },
  });
  // On a loaded machine the emulator may drop a worker it was starting: another round starts it.
  for (let round = 1; ; round += 1) {
    const hooks = Array.from({ length: WEBHOOKS }, () => webhook(ghost, sign(ghost)));
    const [verifies, hooked] = await Promise.all([Promise.all(Array.from({ length: VERIFIES }, held)), Promise.all(hooks)]);
    if (verifies.every((h) => h === 202) && hooked.every((h) => h === 200)) return;
    if (round === 3) throw new Error(`workers not warm after ${round} rounds: ${verifies.join(' ')}; ${hooked.join(' ')}`);
  }
}

let staff: string;
beforeAll(async () => {
  await warmWorkers();
  staff = (await staffAccount()).token;
}, WARM_UP_MS + 100_000);

describe('a referral under racing settles', () => {
  it(
    `${VERIFIES} verifies and ${WEBHOOKS} webhooks of the referred family's first payment: one credit to each family`,
    async () => {
      expect(plan, 'plans.yaml gives no plan a referral credit').toBeDefined();
      const from = await referrer();
      const email = uniqueEmail('referred');
      const first = await quotedCharge(staff, choice, email, { studentName: 'Neema Achieng', referralCode: from.code });
      const referralId = referralIdOf(email);
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'pending', referrerUid: from.uid });

      const raced = await race(first.reference, first.offer.amount * 100, VERIFIES, WEBHOOKS);
      expect(raced.verifies.map((v) => v.body.status)).toEqual(Array(VERIFIES).fill('success'));
      expect(raced.hooks).toEqual(Array(WEBHOOKS).fill(200));
      expect(await paymentsWithReference(first.reference)).toBe(1);
      const credits = await creditsOfReferral(referralId);
      expect(credits.map((c) => c.id).sort()).toEqual([`${referralId}-referred`, `${referralId}-referrer`]);
      const credit = referralCredit(plan!.referral!, choice.currency);
      for (const c of credits) expect(c).toMatchObject({ amount: credit, spent: 0, status: 'open' });
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'granted', reference: first.reference });
      expect(await read(`referralCodes/${from.code}`)).toMatchObject({ earned: 1 });
    },
    SLOW * 2,
  );
});
