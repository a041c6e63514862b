// Who reads referral documents, against the real Firestore emulator and firestore.rules: a parent
// reads only their own family's referral credits (by id, or asking for familyUid == their uid);
// who referred whom and whose a code is are for staff only; nobody writes any from a browser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';
import { amina, brian, browsers, seedPeople, zuri } from '../support/rules-mentors';

const creditOf = (familyUid: string) => ({
  familyUid,
  email: `${familyUid}@example.com`,
  referralId: `r-${familyUid}`,
  side: 'referrer',
  currency: 'KES',
  amount: 100_000,
  spent: 0,
  status: 'open',
});

const suite = rulesSuite('-referrals', {
  once: async (context) => {
    await seedPeople(context);
    const db = context as unknown as Firestore;
    await setDoc(doc(db, 'referralCredits', 'r-amina-referrer'), creditOf(amina));
    await setDoc(doc(db, 'referralCredits', 'r-brian-referrer'), creditOf(brian));
    await setDoc(doc(db, 'referrals', 'r-brian'), {
      code: 'abcdefghjkmn',
      referrerUid: amina,
      email: 'b@example.com',
      status: 'pending',
    });
    await setDoc(doc(db, 'referralCodes', 'abcdefghjkmn'), { familyUid: amina, earned: 0 });
  },
});
const { parent, mentor, staff, visitor } = browsers(suite);

describe('referral documents', () => {
  it('a parent reads their own family’s referral credits, by id or by asking for their family', async () => {
    const db = parent(amina);
    await assertSucceeds(getDoc(doc(db, 'referralCredits', 'r-amina-referrer')));
    await assertSucceeds(getDocs(query(collection(db, 'referralCredits'), where('familyUid', '==', amina))));
  });

  it('a parent reads no other family’s credit, nor any referral or code, even its own', async () => {
    const db = parent(amina);
    await assertFails(getDoc(doc(db, 'referralCredits', 'r-brian-referrer')));
    await assertFails(getDocs(collection(db, 'referralCredits')));
    await assertFails(getDoc(doc(db, 'referrals', 'r-brian')));
    await assertFails(getDoc(doc(db, 'referralCodes', 'abcdefghjkmn')));
  });

  it('a mentor and a visitor read none; staff read all three', async () => {
    await assertFails(getDoc(doc(mentor(zuri, 'zuri'), 'referralCredits', 'r-amina-referrer')));
    await assertFails(getDoc(doc(visitor(), 'referralCodes', 'abcdefghjkmn')));
    await assertSucceeds(getDocs(collection(staff(), 'referralCredits')));
    await assertSucceeds(getDocs(collection(staff(), 'referrals')));
    await assertSucceeds(getDocs(collection(staff(), 'referralCodes')));
  });

  it('nobody writes one from a browser: not its family, not staff', async () => {
    await assertFails(updateDoc(doc(parent(amina), 'referralCredits', 'r-amina-referrer'), { spent: 0, amount: 9_999_999 }));
    await assertFails(setDoc(doc(parent(amina), 'referralCodes', 'mine'), { familyUid: amina }));
    await assertFails(setDoc(doc(parent(brian), 'referrals', 'r-brian'), { status: 'granted' }));
    await assertFails(updateDoc(doc(staff(), 'referralCredits', 'r-amina-referrer'), { status: 'used' }));
  });
});
