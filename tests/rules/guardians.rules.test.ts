// A family's second guardian against firestore.rules: guardians/{uid} naming a family lets its
// account read exactly that family's records, in every collection a family reads (one by id, or
// a query asking for the family's key), and nothing of another family; deleting the document
// (leaving, or removed) ends every read at once, as does the first parent's departure
// (families/{key}.firstLeft) for their account alone. Invites are closed to every browser.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';
/** Amina's family's second guardian. */
const gina = 'ginaUid00000000000000000000G';

/** Each collection a family reads, with the field that names the family. */
const collections = [
  ['bookings', 'parentUid'],
  ['recommendations', 'familyUid'],
  ['enrollments', 'familyUid'],
  ['payments', 'familyUid'],
  ['certificateRecords', 'familyUid'],
  ['classes', 'familyUid'],
  ['progressReports', 'familyUid'],
] as const;

const { visitor, signedIn, env } = rulesSuite('-guardians', {
  each: async (db) => {
    for (const uid of [amina, brian]) {
      await db.doc(`families/${uid}`).set({ email: `${uid}@example.com`, name: 'Parent' });
      await db.doc(`families/${uid}/children/child${uid.slice(0, 5)}`).set({ name: 'Wanjiru', grade: '3-5' });
      for (const [name, field] of collections)
        await db.doc(`${name}/${name}-${uid}`).set({ [field]: uid, studentName: 'Wanjiru' });
    }
    await db.doc(`guardians/${gina}`).set({ familyUid: amina, email: 'gina@example.com', name: 'Gina' });
    await db.doc(`guardians/brianGuardian`).set({ familyUid: brian, email: 'bg@example.com', name: 'Bo' });
    await db.doc('guardianInvites/abc').set({ familyUid: amina, expiresAt: new Date() });
  },
});

describe("a second guardian reads the family's records", () => {
  it.each(collections)('%s: by id and by a query for the family', async (name, field) => {
    const db = signedIn(gina);
    await assertSucceeds(getDoc(doc(db, `${name}/${name}-${amina}`)));
    const found = await assertSucceeds(getDocs(query(collection(db, name), where(field, '==', amina))));
    expect(found.size).toBe(1);
  });

  it('the family and its children, their own membership and the family guardians', async () => {
    const db = signedIn(gina);
    await assertSucceeds(getDoc(doc(db, `families/${amina}`)));
    await assertSucceeds(getDocs(collection(db, `families/${amina}/children`)));
    await assertSucceeds(getDoc(doc(db, `guardians/${gina}`)));
    await assertSucceeds(getDocs(query(collection(db, 'guardians'), where('familyUid', '==', amina))));
    // The first parent sees who their family's guardians are.
    await assertSucceeds(getDocs(query(collection(signedIn(amina), 'guardians'), where('familyUid', '==', amina))));
    await assertSucceeds(getDoc(doc(signedIn(amina), `guardians/${gina}`)));
  });
});

describe('nothing of another family', () => {
  it.each(collections)('%s', async (name, field) => {
    const db = signedIn(gina);
    await assertFails(getDoc(doc(db, `${name}/${name}-${brian}`)));
    await assertFails(getDocs(query(collection(db, name), where(field, '==', brian))));
    await assertFails(getDocs(collection(db, name)));
  });

  it("another family's record, children, guardians; a visitor reads no membership", async () => {
    const db = signedIn(gina);
    await assertFails(getDoc(doc(db, `families/${brian}`)));
    await assertFails(getDocs(collection(db, `families/${brian}/children`)));
    await assertFails(getDoc(doc(db, 'guardians/brianGuardian')));
    await assertFails(getDocs(query(collection(db, 'guardians'), where('familyUid', '==', brian))));
    await assertFails(getDoc(doc(signedIn(brian), `guardians/${gina}`)));
    await assertFails(getDoc(doc(visitor(), `guardians/${gina}`)));
  });
});

describe('leaving or removed: access ends at once', () => {
  it('with the membership deleted, the same account reads nothing of the family', async () => {
    const db = signedIn(gina);
    await assertSucceeds(getDoc(doc(db, `enrollments/enrollments-${amina}`)));
    await env().withSecurityRulesDisabled((c) => c.firestore().doc(`guardians/${gina}`).delete());
    await assertFails(getDoc(doc(db, `families/${amina}`)));
    for (const [name, field] of collections) {
      await assertFails(getDoc(doc(db, `${name}/${name}-${amina}`)));
      await assertFails(getDocs(query(collection(db, name), where(field, '==', amina))));
    }
  });
});

describe('the first parent leaves: access ends at once, the second guardian keeps it all', () => {
  it('with families/{key}.firstLeft set, the first account reads nothing of the family; the guardian reads everything', async () => {
    const first = signedIn(amina);
    await assertSucceeds(getDoc(doc(first, `enrollments/enrollments-${amina}`)));
    await env().withSecurityRulesDisabled((c) =>
      c
        .firestore()
        .doc(`families/${amina}`)
        .update({ firstLeft: { at: new Date(), by: amina } }),
    );
    await assertFails(getDoc(doc(first, `families/${amina}`)));
    await assertFails(getDocs(collection(first, `families/${amina}/children`)));
    await assertFails(getDocs(query(collection(first, 'guardians'), where('familyUid', '==', amina))));
    const guardian = signedIn(gina);
    await assertSucceeds(getDoc(doc(guardian, `families/${amina}`)));
    await assertSucceeds(getDocs(collection(guardian, `families/${amina}/children`)));
    for (const [name, field] of collections) {
      await assertFails(getDoc(doc(first, `${name}/${name}-${amina}`)));
      await assertFails(getDocs(query(collection(first, name), where(field, '==', amina))));
      await assertSucceeds(getDoc(doc(guardian, `${name}/${name}-${amina}`)));
      await assertSucceeds(getDocs(query(collection(guardian, name), where(field, '==', amina))));
    }
    // Another family's first parent is untouched.
    await assertSucceeds(getDoc(doc(signedIn(brian), `enrollments/enrollments-${brian}`)));
  });
});

describe('browsers write none of it', () => {
  it('no membership, no invite, for themselves or anyone', async () => {
    for (const db of [signedIn(gina), signedIn(amina), signedIn(brian)]) {
      await assertFails(setDoc(doc(db, 'guardians/brianUid0000000000000000000B'), { familyUid: amina }));
      await assertFails(setDoc(doc(db, `guardians/${gina}`), { familyUid: brian }));
      await assertFails(deleteDoc(doc(db, `guardians/${gina}`)));
      await assertFails(getDoc(doc(db, 'guardianInvites/abc')));
      await assertFails(setDoc(doc(db, 'guardianInvites/new'), { familyUid: amina }));
    }
  });
});
