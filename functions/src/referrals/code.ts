// A family's share code: made on the first ask, then the same for good (families/{uid}.referralCode,
// and referralCodes/{code} saying whose it is). Random, so nobody can guess another family's.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, referralCodeOf } from '../../../src/domain/referrals';
import { familyRef } from '../owners/family-records';
import { codesOf } from './store';

const newCode = () =>
  Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join('');

/** The family's code, made now if it has none; null while the family has no record. Two first asks at once agree on one code. */
export async function familyCode(db: Firestore, familyUid: string, now: Date): Promise<string | null> {
  return db.runTransaction(async (tx) => {
    const family = await tx.get(familyRef(db, familyUid));
    if (!family.exists) return null;
    const held = referralCodeOf(family.get('referralCode'));
    if (held) return held;
    const code = newCode();
    // A code already someone's (a chance of one in 31^12) refuses the create, and the transaction fails loudly.
    tx.create(codesOf(db).doc(code), { familyUid, createdAt: Timestamp.fromDate(now), earned: 0 });
    tx.update(familyRef(db, familyUid), { referralCode: code, updatedAt: FieldValue.serverTimestamp() });
    return code;
  });
}

/** The family whose code this is, or null. */
export async function codeOwner(db: Firestore, code: string): Promise<string | null> {
  return (await codesOf(db).doc(code).get()).data()?.familyUid ?? null;
}
