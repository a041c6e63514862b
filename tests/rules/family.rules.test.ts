// Families, children, recommendations, enrollments and payments against firestore.rules: a
// signed-in parent reads only their own family's, one by one or through a query asking for
// exactly their uid; staff read all; no browser writes any of them.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';

const { visitor, signedIn, staff } = rulesSuite('-family', {
  each: async (db) => {
    for (const uid of [amina, brian]) {
      await db.doc(`families/${uid}`).set({ email: `${uid}@example.com`, name: 'Parent' });
      await db.doc(`families/${uid}/children/child${uid.slice(0, 5)}`).set({ name: 'Wanjiru', nameKey: 'wanjiru', grade: '3-5' });
      await db.doc(`enrollments/e-${uid}`).set({ familyUid: uid, studentName: 'Wanjiru', paidUntil: '2030-01-01' });
      await db.doc(`recommendations/r-${uid}`).set({ familyUid: uid, studentName: 'Wanjiru', plan: 'pro' });
      await db.doc(`payments/P-${uid}`).set({ familyUid: uid, amount: 100, enrollmentId: `e-${uid}` });
    }
    await db.doc('payments/P-unattached').set({ amount: 100, email: 'x@example.com' });
    // What `npm run staff -- grant` writes beside the claim.
    await db.doc('staff/staffUid').set({ email: 'mentor@example.com' });
  },
});

describe('a parent reads their own family only', () => {
  it('their family, children, enrollments, recommendations and payments', async () => {
    const db = signedIn(amina);
    await assertSucceeds(getDoc(doc(db, `families/${amina}`)));
    await assertSucceeds(getDocs(collection(db, `families/${amina}/children`)));
    for (const name of ['enrollments', 'recommendations', 'payments']) {
      await assertSucceeds(getDocs(query(collection(db, name), where('familyUid', '==', amina))));
    }
    await assertSucceeds(getDoc(doc(db, `enrollments/e-${amina}`)));
    await assertSucceeds(getDoc(doc(db, `payments/P-${amina}`)));
  });

  it("never another family's, nor an unattached payment, nor a whole collection", async () => {
    const db = signedIn(amina);
    await assertFails(getDoc(doc(db, `families/${brian}`)));
    await assertFails(getDocs(collection(db, `families/${brian}/children`)));
    await assertFails(getDocs(collection(db, 'families')));
    for (const name of ['enrollments', 'recommendations', 'payments']) {
      await assertFails(getDocs(query(collection(db, name), where('familyUid', '==', brian))));
      await assertFails(getDocs(collection(db, name)));
    }
    await assertFails(getDoc(doc(db, `enrollments/e-${brian}`)));
    await assertFails(getDoc(doc(db, 'payments/P-unattached')));
  });

  it('a visitor reads none of it', async () => {
    const db = visitor();
    await assertFails(getDoc(doc(db, `families/${amina}`)));
    await assertFails(getDocs(collection(db, `families/${amina}/children`)));
    await assertFails(getDoc(doc(db, `enrollments/e-${amina}`)));
  });
});

describe('staff read all; nobody writes', () => {
  it('staff read every family, child, enrollment and recommendation', async () => {
    const db = staff();
    await assertSucceeds(getDocs(collection(db, 'families')));
    await assertSucceeds(getDocs(collection(db, `families/${brian}/children`)));
    await assertSucceeds(getDocs(collection(db, 'enrollments')));
    await assertSucceeds(getDocs(collection(db, 'recommendations')));
  });

  it.each([
    ['a family', `families/${amina}`],
    ['a child', `families/${amina}/children/new`],
    ['an enrollment', `enrollments/e-${amina}`],
    ['a recommendation', 'recommendations/new'],
    ['a payment', 'payments/P-new'],
  ])('%s', async (_what, path) => {
    for (const db of [signedIn(amina), staff()]) {
      await assertFails(setDoc(doc(db, path), { familyUid: amina, name: 'x' }));
    }
  });
});
