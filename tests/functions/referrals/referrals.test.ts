// Referral credits on the emulators and the Paystack stand-in: a family's share code, a trial
// booked with it, and the referred family's first plan payment (a verify and a webhook at once)
// crediting both families; the referrer's next payment quoted and charged the credited price,
// spending the credit once; a family referring itself, or one sharing its phone or card, earns
// nothing and the referral says why. The race of many settles: referrals-race.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { familyPrice, totalAmount } from '../../../src/domain/family-price';
import { referralCredit } from '../../../src/domain/referrals';
import { read } from '../../support/firestore';
import { uniqueEmail } from '../../support/functions/auth-emulator';
import { staffAccount } from '../../support/functions/accounts';
import { bookTrial } from '../../support/functions/staff-helpers';
import {
  functionsUrl,
  payment,
  post,
  seed,
  standinUrl,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
} from '../../support/functions/helpers';
import { creditsOfReferral, quotedCharge, race, referralIdOf, referrer } from '../../support/functions/referral-helpers';
import { plans, SLOW } from '../enrollments/enrollment-setup';

const plan = plans.find((p) => p.referral);
const choice = { plan: plan?.id ?? '', period: 'monthly', currency: 'KES' } as const;

let staff: string;
beforeAll(async () => {
  await warmUp('verifyPayment', 'paystackWebhook', 'bookings');
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

describe('referral credits', () => {
  it(
    'credit both families on the referred family’s first payment; the next payment is charged the credited price and spends it once',
    async () => {
      expect(plan, 'plans.yaml gives no plan a referral credit').toBeDefined();
      const rule = plan!.referral!;
      const from = await referrer();
      const email = uniqueEmail('referred');
      const first = await quotedCharge(staff, choice, email, { studentName: 'Neema Achieng', referralCode: from.code });
      const referralId = referralIdOf(email);
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'pending', referrerUid: from.uid, code: from.code });
      // Nothing credited yet: the referred family's first payment is the plan's own price.
      expect(first.offer.price.creditUsed).toBe(0);

      const raced = await race(first.reference, first.offer.amount * 100, 1, 1);
      expect(raced.verifies.map((v) => v.body.status)).toEqual(['success']);
      expect(raced.hooks).toEqual([200]);
      const credits = await creditsOfReferral(referralId);
      expect(credits.map((c) => c.id).sort()).toEqual([`${referralId}-referred`, `${referralId}-referrer`]);
      const credit = referralCredit(rule, choice.currency);
      for (const c of credits) expect(c).toMatchObject({ amount: credit, spent: 0, status: 'open', currency: 'KES' });
      expect(credits.find((c) => c.side === 'referrer')).toMatchObject({ familyUid: from.uid, email: from.email });
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'granted', reference: first.reference });
      expect(await read(`referralCodes/${from.code}`)).toMatchObject({ earned: 1 });

      // The referrer's next payment: quoted with the credit off, charged that at the stand-in, the credit spent once.
      const expected = familyPrice({ ...choice, plan: plan!, childPlace: 1, creditAvailable: credit });
      const next = await quotedCharge(staff, choice, from.email, { studentName: 'Juma Otieno' });
      expect(next.offer.price).toMatchObject({ creditUsed: expected.creditUsed, total: expected.total });
      expect(next.offer.amount).toBe(totalAmount(expected));
      // Spent once whoever settles it: a few verifies and a webhook at once.
      const paid = await race(next.reference, next.offer.amount * 100, 2, 1);
      expect(paid.verifies.map((v) => v.body.status)).toEqual(Array(2).fill('success'));
      expect((await payment(next.reference))?.data).toMatchObject({
        status: 'success',
        amountSubunits: expected.total,
        creditUsed: expected.creditUsed,
        creditSpent: expected.creditUsed,
      });
      const spent = await read(`referralCredits/${referralId}-referrer`);
      expect(spent).toMatchObject({
        spent: expected.creditUsed,
        status: expected.creditUsed === credit ? 'used' : 'open',
        spentBy: [{ reference: next.reference, subunits: expected.creditUsed }],
      });
      // The referred family still holds its own, untouched.
      expect(await read(`referralCredits/${referralId}-referred`)).toMatchObject({ spent: 0, status: 'open' });
    },
    SLOW * 2,
  );

  it(
    'a family referring itself, or one sharing its phone or its card, earns nothing and the referral says why',
    async () => {
      const from = await referrer();
      const phone = `07${String(Date.now()).slice(-8)}`;
      // The referrer's own trial, signed in, under its phone; and a card it paid with.
      await bookTrial(functionsUrl(), { email: from.email, token: from.token, phone, studentName: 'Imani Wekesa' });
      const donation = uniqueReference('card');
      await seed({ reference: donation, amount: 50_000, currency: 'KES', email: from.email, metadata: { kind: 'donation' } });
      expect((await verify({ reference: donation, studentName: 'Donor' })).body.status).toBe('success');
      const standin = (await (await fetch(`${standinUrl()}/__standin/transactions/${donation}`)).json()) as {
        authorization: { authorization_code: string };
      };

      const cases = [
        { email: from.email, who: {}, refusal: 'same-family' },
        { email: uniqueEmail('samephone'), who: { phone }, refusal: 'shared-phone' },
        { email: uniqueEmail('samecard'), who: {}, card: standin.authorization, refusal: 'shared-card' },
      ];
      for (const c of cases) {
        const charge = await quotedCharge(
          staff,
          choice,
          c.email,
          { studentName: 'Zuri Kamau', referralCode: from.code, ...c.who },
          c.card,
        );
        expect((await verify({ reference: charge.reference, studentName: 'Any' })).body.status).toBe('success');
        const referralId = referralIdOf(c.email);
        expect(await read(`referrals/${referralId}`), c.refusal).toMatchObject({ status: 'refused', refusal: c.refusal });
        expect(await creditsOfReferral(referralId)).toEqual([]);
      }
      expect(await read(`referralCodes/${from.code}`)).toMatchObject({ earned: 0 });
    },
    SLOW * 2,
  );

  it('answers a share code only to a signed-in family', async () => {
    expect((await post('referral', {})).http).toBe(401);
  });
});
