// Erasing a family that took part in a referral, on the emulators and the Paystack stand-in: no
// referral document names it afterwards, the other family keeps its credit (its amount, its own
// email, shown on its dashboard) without the link to the erased one, and the erased family's own
// credit stays in the ledger naming nobody. A referral still pending when its referrer is erased
// earns nothing when the referred family pays.
import { beforeAll, describe, expect, it } from 'vitest';
import { familyEmail } from '../../../src/domain/email';
import { referralCredit } from '../../../src/domain/referrals';
import { read } from '../../support/firestore';
import { uniqueEmail } from '../../support/functions/auth-emulator';
import { staffAccount } from '../../support/functions/accounts';
import { adminDb } from '../../support/functions/booking-helpers';
import { functionsUrl, post, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { creditsOfReferral, quotedCharge, referralIdOf, referrer } from '../../support/functions/referral-helpers';
import { callStaffAction } from '../../support/functions/staff-helpers';
import { plans, SLOW } from '../enrollments/enrollment-setup';

const plan = plans.find((p) => p.referral);
const choice = { plan: plan?.id ?? '', period: 'monthly', currency: 'KES' } as const;

let staff: string;
beforeAll(async () => {
  await warmUp('verifyPayment', 'bookings');
  staff = (await staffAccount()).token;
}, WARM_UP_MS);

/** Every referral document, as text with its path. */
async function referralDocs(): Promise<{ path: string; text: string }[]> {
  const names = ['referrals', 'referralCodes', 'referralCredits'];
  const snaps = await Promise.all(names.map((n) => adminDb().collection(n).get()));
  return snaps.flatMap((s) => s.docs.map((d) => ({ path: d.ref.path, text: JSON.stringify(d.data()) })));
}
const naming = async (marks: string[]) =>
  (await referralDocs()).filter((d) => marks.some((m) => d.text.includes(m) || d.path.includes(m))).map((d) => d.path);

/** A referred family's first payment, which credits both families; the referral's id. */
async function referredAndPaid(code: string, email: string, phone?: string) {
  const charge = await quotedCharge(staff, choice, email, { studentName: 'Neema Achieng', referralCode: code, phone });
  expect((await verify({ reference: charge.reference, studentName: 'Any' })).body.status).toBe('success');
  const referralId = referralIdOf(email);
  expect(await creditsOfReferral(referralId)).toHaveLength(2);
  return { referralId, reference: charge.reference };
}

const erase = (email: string) => callStaffAction(functionsUrl(), { action: 'eraseFamily', email }, staff);

/** The credit granted beside `other` (same referral, same instant) on `side`, as the ledger holds it now. */
async function twinOf(other: Record<string, unknown>, side: string) {
  const found = await adminDb().collection('referralCredits').where('grantedAt', '==', other.grantedAt).get();
  return found.docs.map((d) => d.data()).filter((d) => d.side === side && d.amount === other.amount);
}

describe('erasing a family that took part in a referral', () => {
  it(
    'the referred family: nothing names it; the referrer keeps its credit, shown on its dashboard, without the link',
    async () => {
      expect(plan, 'plans.yaml gives no plan a referral credit').toBeDefined();
      const credit = referralCredit(plan!.referral!, choice.currency);
      const from = await referrer();
      const email = uniqueEmail('erased-referred');
      const digits = String(Date.now()).slice(-8);
      const { referralId, reference } = await referredAndPaid(from.code, email, `07${digits}`);
      const enrollmentId = String((await read(`payments/${reference}`))!.enrollmentId);
      await adminDb().doc(`enrollments/${enrollmentId}`).update({ status: 'expired' });

      expect((await erase(email)).http).toBe(200);
      expect(await naming([familyEmail(email), referralId, digits])).toEqual([]);
      const kept = (await adminDb().collection('referralCredits').where('familyUid', '==', from.uid).get()).docs.map((d) =>
        d.data(),
      );
      expect(kept).toEqual([
        expect.objectContaining({ side: 'referrer', email: familyEmail(from.email), amount: credit, spent: 0, status: 'open' }),
      ]);
      expect(kept[0]).not.toHaveProperty('referralId');
      const shown = await post('referral', {}, from.token);
      expect(shown.body.credits).toEqual([expect.objectContaining({ amount: credit, left: credit })]);
      // The erased family's own credit: its amount in the ledger, and nothing else of it.
      const [theirs, ...more] = await twinOf(kept[0]!, 'referred');
      expect(more).toEqual([]);
      expect(theirs).toMatchObject({ amount: credit, spent: 0, currency: choice.currency });
      for (const field of ['email', 'familyUid', 'referralId']) expect(theirs).not.toHaveProperty(field);
    },
    SLOW * 2,
  );

  it(
    'the referrer: nothing names it; the referred family keeps its credit; a referral still pending earns nothing',
    async () => {
      const credit = referralCredit(plan!.referral!, choice.currency);
      const from = await referrer();
      const paid = uniqueEmail('kept-referred');
      const { referralId } = await referredAndPaid(from.code, paid);
      const waiting = uniqueEmail('waiting-referred');
      const later = await quotedCharge(staff, choice, waiting, { studentName: 'Zuri Kamau', referralCode: from.code });
      expect(await read(`referrals/${referralIdOf(waiting)}`)).toMatchObject({ status: 'pending', code: from.code });

      expect((await erase(from.email)).http).toBe(200);
      expect(await naming([from.uid, familyEmail(from.email), from.code])).toEqual([]);
      const theirs = await read(`referralCredits/${referralId}-referred`);
      expect(theirs).toMatchObject({ email: familyEmail(paid), amount: credit, spent: 0, status: 'open' });
      expect(await read(`referrals/${referralId}`)).toMatchObject({ status: 'granted' });
      // The erased referrer's credit: its amount in the ledger, naming nobody.
      const [own, ...more] = await twinOf(theirs!, 'referrer');
      expect(more).toEqual([]);
      for (const field of ['email', 'familyUid', 'referralId']) expect(own).not.toHaveProperty(field);

      // The family still pending pays: its referral is decided, crediting nobody.
      expect((await verify({ reference: later.reference, studentName: 'Any' })).body.status).toBe('success');
      expect(await read(`referrals/${referralIdOf(waiting)}`)).toMatchObject({ status: 'refused', refusal: 'referrer-gone' });
      expect(await creditsOfReferral(referralIdOf(waiting))).toEqual([]);
    },
    SLOW * 2,
  );
});
