// Referral credits on the emulators and the Paystack stand-in: a family's share code, a trial
// booked with it, and the referred family's first plan payment raced by 20 verifies and 3
// webhooks granting one credit to each family; a family referring itself, or one sharing its
// phone or card, earns nothing and the referral says why; the referrer's next payment is quoted
// and charged the credited price, and spends the credit once. Amounts come from plans.yaml.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyEmail } from '../../../src/domain/email';
import { familyPrice, totalAmount } from '../../../src/domain/family-price';
import { referralCredit } from '../../../src/domain/referrals';
import { read } from '../../support/firestore';
import { adminDb } from '../../support/functions/booking-helpers';
import { uniqueEmail } from '../../support/functions/auth-emulator';
import { callFamily, parentAccount } from '../../support/functions/family-helpers';
import { callEnrollment, recommendedTrial, staffToken } from '../../support/functions/enrollment-helpers';
import { bookTrial } from '../../support/functions/staff-helpers';
import {
  functionsUrl,
  payment,
  post,
  seed,
  sign,
  standinUrl,
  uniqueReference,
  verify,
  WARM_UP_MS,
  warmUp,
  webhook,
} from '../../support/functions/helpers';
import { plans, SLOW } from '../enrollments/enrollment-setup';

const plan = plans.find((p) => p.referral);
const choice = { plan: plan?.id ?? '', period: 'monthly', currency: 'KES' } as const;

const VERIFIES = 20;
const WEBHOOKS = 3;

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
    const warm = verifies.every((h) => h === 202) && hooked.every((h) => h === 200);
    if (warm) return;
    if (round === 3) throw new Error(`workers not warm after ${round} rounds: ${verifies.join(' ')}; ${hooked.join(' ')}`);
  }
}

let staff: string;
beforeAll(async () => {
  await warmWorkers();
  staff = await staffToken();
}, WARM_UP_MS + 100_000);

const referralIdOf = (email: string) => createHash('sha256').update(familyEmail(email), 'utf8').digest('hex').slice(0, 32);

/** A signed-in family whose dashboard was opened once, and its share code. */
async function referrer() {
  const email = uniqueEmail('referrer');
  const { uid, token } = await parentAccount(email);
  expect((await callFamily({}, token)).http).toBe(200);
  const shared = await post('referral', {}, token);
  expect(shared.http).toBe(200);
  const again = await post('referral', {}, token);
  // The same code on every ask.
  expect(again.body.code).toBe(shared.body.code);
  return { uid, token, email, code: String(shared.body.code) };
}

interface Offer {
  amount: number;
  studentName: string;
  price: { full: number; siblingOff: number; creditUsed: number; total: number };
}

/** A trial booked and recommended for `email`, its /enroll quote, and a charge of the quoted amount at the stand-in. */
async function quotedCharge(
  email: string,
  who: { studentName: string; referralCode?: string; phone?: string },
  card?: { authorization_code: string },
) {
  const { recommendationId, enrollToken } = await recommendedTrial(staff, choice, { email, ...who });
  const offer = (await callEnrollment({ token: enrollToken })).body.recommendation as Offer;
  const reference = uniqueReference('referral');
  await seed({
    reference,
    amount: offer.amount * 100,
    currency: choice.currency,
    email,
    metadata: { kind: 'plan', ...choice, studentName: offer.studentName, recommendationId },
    webhook: false,
    ...(card ? { authorization: card } : {}),
  });
  return { offer, reference };
}

/** Verifies and signed webhooks of one charge, all at once. */
async function race(reference: string, amount: number, verifyCount = VERIFIES, webhookCount = WEBHOOKS) {
  const raw = JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, amount, currency: 'KES' } });
  const verifies = Array.from({ length: verifyCount }, () => verify({ reference, studentName: 'Any' }));
  const hooks = Array.from({ length: webhookCount }, () => webhook(raw, sign(raw)));
  return { verifies: await Promise.all(verifies), hooks: await Promise.all(hooks) };
}

const creditsOfReferral = async (referralId: string) =>
  (await adminDb().collection('referralCredits').where('referralId', '==', referralId).get()).docs.map(
    (d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() }),
  );

describe.runIf(plan)(`referral credits (${VERIFIES} verifies and ${WEBHOOKS} webhooks racing)`, () => {
  it(
    'granted once to each family under 20 racing verifies and 3 webhooks; the next payment is charged the credited price',
    async () => {
      const rule = plan!.referral!;
      const from = await referrer();
      const email = uniqueEmail('referred');
      const first = await quotedCharge(email, { studentName: 'Neema Achieng', referralCode: from.code });
      const referralId = referralIdOf(email);
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'pending', referrerUid: from.uid, code: from.code });
      // Nothing credited yet: the referred family's first payment is the plan's own price.
      expect(first.offer.price.creditUsed).toBe(0);

      const raced = await race(first.reference, first.offer.amount * 100);
      expect(raced.verifies.map((v) => v.body.status)).toEqual(Array(VERIFIES).fill('success'));
      expect(raced.hooks).toEqual(Array(WEBHOOKS).fill(200));
      const credits = await creditsOfReferral(referralId);
      expect(credits.map((c) => c.id).sort()).toEqual([`${referralId}-referred`, `${referralId}-referrer`]);
      const credit = referralCredit(rule, choice.currency);
      for (const c of credits) expect(c).toMatchObject({ amount: credit, spent: 0, status: 'open', currency: 'KES' });
      expect(credits.find((c) => c.side === 'referrer')).toMatchObject({ familyUid: from.uid, email: from.email });
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'granted', reference: first.reference });
      expect(await read(`referralCodes/${from.code}`)).toMatchObject({ earned: 1 });

      // The referrer's next payment: quoted with the credit off, charged that at the stand-in, the credit spent once.
      const expected = familyPrice({ ...choice, plan: plan!, childPlace: 1, creditAvailable: credit });
      const next = await quotedCharge(from.email, { studentName: 'Juma Otieno' });
      expect(next.offer.price).toMatchObject({ creditUsed: expected.creditUsed, total: expected.total });
      expect(next.offer.amount).toBe(totalAmount(expected));
      // Spent once whoever settles it: a few verifies and a webhook at once.
      const paid = await race(next.reference, next.offer.amount * 100, 4, 1);
      expect(paid.verifies.map((v) => v.body.status)).toEqual(Array(4).fill('success'));
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
        const charge = await quotedCharge(c.email, { studentName: 'Zuri Kamau', referralCode: from.code, ...c.who }, c.card);
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
