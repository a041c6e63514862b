// Referral tests' plumbing: a signed-in family with its share code, a referred family's quoted
// charge at the stand-in (a trial booked with the code, recommended, priced by /enroll), racing
// verifies and webhooks of one charge, and the credits one referral granted.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { familyEmail } from '../../../src/domain/email';
import { uniqueEmail } from './auth-emulator';
import { adminDb } from './booking-helpers';
import { callEnrollment, recommendedTrial, type Recommendation } from './enrollment-helpers';
import { callFamily, parentAccount } from './family-helpers';
import { post, seed, sign, uniqueReference, verify, webhook } from './helpers';

/** referrals/{id}: the hash of the referred family's email, as functions/src/referrals/store.ts makes it. */
export const referralIdOf = (email: string) => createHash('sha256').update(familyEmail(email), 'utf8').digest('hex').slice(0, 32);

/** A signed-in family whose dashboard was opened once, and its share code (the same on every ask). */
export async function referrer() {
  const email = uniqueEmail('referrer');
  const { uid, token } = await parentAccount(email);
  expect((await callFamily({}, token)).http).toBe(200);
  const shared = await post('referral', {}, token);
  expect(shared.http).toBe(200);
  expect((await post('referral', {}, token)).body.code).toBe(shared.body.code);
  return { uid, token, email, code: String(shared.body.code) };
}

export interface Offer {
  amount: number;
  studentName: string;
  price: { full: number; siblingOff: number; creditUsed: number; total: number };
}

/** A trial booked and recommended for `email`, its /enroll quote, and a charge of the quoted amount at the stand-in. */
export async function quotedCharge(
  staff: string,
  choice: Recommendation & { currency: 'KES' },
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
    metadata: { kind: 'plan', plan: choice.plan, period: choice.period, studentName: offer.studentName, recommendationId },
    webhook: false,
    ...(card ? { authorization: card } : {}),
  });
  return { offer, reference };
}

/** Verifies and signed webhooks of one KES charge, all at once. */
export async function race(reference: string, subunits: number, verifies: number, webhooks: number) {
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { status: 'success', reference, amount: subunits, currency: 'KES' },
  });
  const asked = Array.from({ length: verifies }, () => verify({ reference, studentName: 'Any' }));
  const hooked = Array.from({ length: webhooks }, () => webhook(raw, sign(raw)));
  return { verifies: await Promise.all(asked), hooks: await Promise.all(hooked) };
}

/** The credits one referral granted, with their ids. */
export const creditsOfReferral = async (referralId: string) =>
  (await adminDb().collection('referralCredits').where('referralId', '==', referralId).get()).docs.map(
    (d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() }),
  );
