// A family's saved card (cardAuthorizations/{key}, Paystack's reusable authorization code) is
// charged by the functions only: no browser reads it, not the family whose card it is, not staff,
// and none writes it. Nor the record of a renewal's credit given back by a refund (creditRefunds).
import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const key = 'c0ffee00c0ffee00c0ffee00c0ffee00';

const { signedIn, staff } = rulesSuite('-cards', {
  each: async (db) => {
    await db.doc(`cardAuthorizations/${key}`).set({
      authorizationCode: 'AUTH_standin0001',
      payerEmail: 'amina@example.com',
      email: 'amina@example.com',
      familyUid: amina,
      last4: '4081',
    });
    await db.doc('creditRefunds/T-renew-1').set({ reference: 'T-renew-1', amount: 500, status: 'requested' });
    await db.doc('staff/staffUid').set({ email: 'mentor@example.com' });
  },
});

describe("a family's saved card", () => {
  it('no browser reads it: not its family, not staff, not by a query on their own email', async () => {
    for (const db of [signedIn(amina, { email: 'amina@example.com' }), staff()]) {
      await assertFails(getDoc(doc(db, `cardAuthorizations/${key}`)));
      await assertFails(getDocs(collection(db, 'cardAuthorizations')));
      await assertFails(getDocs(query(collection(db, 'cardAuthorizations'), where('email', '==', 'amina@example.com'))));
      await assertFails(setDoc(doc(db, `cardAuthorizations/${key}`), { authorizationCode: 'AUTH_x' }));
      await assertFails(getDoc(doc(db, 'creditRefunds/T-renew-1')));
      await assertFails(setDoc(doc(db, 'creditRefunds/T-renew-2'), { amount: 1 }));
    }
  });
});
