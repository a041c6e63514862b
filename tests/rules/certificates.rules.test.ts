// Certificates against firestore.rules: anyone with a number gets what the certificate says
// (certificates/{number}, public fields only) but cannot list them (staff can); whose a certificate is
// (certificateRecords) is read by its family and staff only; no browser writes either.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';
const number = 'JC-0000-0000-0000-0000-0';
const publicFields = {
  number,
  name: 'Wanjiru K.',
  course: 'AI & Coding Champion',
  level: 'Level 1',
  awardedOn: '2026-11-26',
  mentor: 'Thabo Nkosi',
  accreditingBody: 'Example Board',
  accreditationReference: 'EB-1',
  status: 'valid',
};

const { visitor, signedIn, staff } = rulesSuite('-certificates', {
  each: async (db) => {
    await db.doc(`certificates/${number}`).set(publicFields);
    await db
      .doc(`certificateRecords/${number}`)
      .set({ familyUid: amina, enrollmentId: 'e1', studentName: 'Wanjiru Kamau', history: [{ by: 'staff@example.com' }] });
    // What `npm run staff -- grant` writes beside the claim.
    await db.doc('staff/staffUid').set({ email: 'staff@example.com' });
  },
});

describe('a certificate', () => {
  it('is read by number by anyone, and holds only what the certificate says', async () => {
    const snap = await assertSucceeds(getDoc(doc(visitor(), `certificates/${number}`)));
    expect(Object.keys(snap.data()!).sort()).toEqual(Object.keys(publicFields).sort());
  });

  it('cannot be listed or searched by a visitor or a parent; staff list them in the console', async () => {
    for (const db of [visitor(), signedIn(amina)]) {
      await assertFails(getDocs(collection(db, 'certificates')));
      await assertFails(getDocs(query(collection(db, 'certificates'), where('name', '==', 'Wanjiru K.'))));
    }
    await assertSucceeds(getDocs(collection(staff(), 'certificates')));
  });

  it('whose it is: its family and staff read the record, nobody else', async () => {
    await assertSucceeds(getDoc(doc(signedIn(amina), `certificateRecords/${number}`)));
    await assertSucceeds(getDocs(query(collection(signedIn(amina), 'certificateRecords'), where('familyUid', '==', amina))));
    await assertSucceeds(getDoc(doc(staff(), `certificateRecords/${number}`)));
    await assertFails(getDoc(doc(signedIn(brian), `certificateRecords/${number}`)));
    await assertFails(getDoc(doc(visitor(), `certificateRecords/${number}`)));
    await assertFails(getDocs(collection(signedIn(brian), 'certificateRecords')));
  });

  it('is written by no browser, staff included', async () => {
    for (const db of [visitor(), signedIn(amina), staff()]) {
      await assertFails(setDoc(doc(db, 'certificates/JC-1111-1111-1111-1111-1'), publicFields));
      await assertFails(updateDoc(doc(db, `certificates/${number}`), { status: 'revoked' }));
      await assertFails(deleteDoc(doc(db, `certificates/${number}`)));
      await assertFails(updateDoc(doc(db, `certificateRecords/${number}`), { familyUid: brian }));
    }
  });
});
