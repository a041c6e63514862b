// Where referrals live (src/domain/stored/referrals.ts describes each document), read through
// their schemas. A referral's id is the hash of the referred family's email: a family is
// referred once, by the first code it booked with.
import { createHash } from 'node:crypto';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { HeldCredit } from '../../../src/domain/referrals';
import { familyEmail } from '../../../src/domain/email';
import {
  storedReferralCodeSchema,
  storedReferralCreditSchema,
  storedReferralSchema,
  type StoredReferralCredit,
} from '../../../src/domain/stored/referrals';
import { checkedConverter } from '../platform/stored';

export const codesOf = (db: Firestore) =>
  db.collection('referralCodes').withConverter(checkedConverter('referralCodes', storedReferralCodeSchema));
export const referralsOf = (db: Firestore) =>
  db.collection('referrals').withConverter(checkedConverter('referrals', storedReferralSchema));
export const referralCreditsOf = (db: Firestore) =>
  db.collection('referralCredits').withConverter(checkedConverter('referralCredits', storedReferralCreditSchema));

export const referralIdOf = (email: string) => createHash('sha256').update(familyEmail(email), 'utf8').digest('hex').slice(0, 32);

/** A family's credits not yet spent (equalities only: no composite index); heldCredits orders them. */
export const openCreditsQuery = (db: Firestore, email: string) =>
  referralCreditsOf(db).where('email', '==', familyEmail(email)).where('status', '==', 'open');

/** The credits a query found, oldest first (the order payments spend them in), as the rules read them. */
export function heldCredits(docs: readonly QueryDocumentSnapshot<StoredReferralCredit>[]): HeldCredit[] {
  return [...docs]
    .sort((a, b) => a.data().grantedAt.toMillis() - b.data().grantedAt.toMillis() || a.id.localeCompare(b.id))
    .map((d) => ({ id: d.id, currency: d.data().currency, amount: d.data().amount, spent: d.data().spent }));
}
