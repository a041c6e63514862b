// What a family must not read, against firestore.rules: a rule cannot hide one field of a
// document, so a booking's manage-link seed and client address and a recommendation's staff
// email and link hash live in documents of their own. Their parent reads their booking and
// recommendation, never these; staff read the client addresses ("Unusual"), nothing else
// here; no browser writes any; the erasure records are closed to every browser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const booking = 'b0000000000000000001';
const recommendation = 'r0000000000000000001';

const { signedIn, staff } = rulesSuite('-private', {
  each: async (db) => {
    await db.doc(`bookings/${booking}`).set({ parentUid: amina, studentName: 'Zawadi', client: { emailDomain: 'example.com' } });
    await db.doc(`bookingSecrets/${booking}`).set({ manageTokenSeed: 'seed' });
    await db.doc(`bookingAddresses/${booking}`).set({ address: '198.51.100.7', date: '2030-01-01' });
    await db.doc(`recommendations/${recommendation}`).set({ familyUid: amina, studentName: 'Zawadi' });
    await db.doc(`recommendationSecrets/${recommendation}`).set({ by: 'mentor@example.com', enrollTokenHash: 'ab' });
    await db.doc('erasures/e1').set({ family: 'hash', by: 'staffUid' });
    await db.doc('staff/staffUid').set({ email: 'mentor@example.com' });
  },
});
const parent = () => signedIn(amina, { email: 'amina@example.com' });

describe("a booking's and a recommendation's private parts", () => {
  it('the parent reads their booking and recommendation, never the seed, address, staff email or link hash', async () => {
    const db = parent();
    await assertSucceeds(getDoc(doc(db, `bookings/${booking}`)));
    await assertSucceeds(getDoc(doc(db, `recommendations/${recommendation}`)));
    for (const path of [`bookingSecrets/${booking}`, `bookingAddresses/${booking}`, `recommendationSecrets/${recommendation}`]) {
      await assertFails(getDoc(doc(db, path)));
    }
    for (const name of ['bookingSecrets', 'bookingAddresses', 'recommendationSecrets', 'erasures']) {
      await assertFails(getDocs(collection(db, name)));
    }
    await assertFails(getDocs(query(collection(db, 'bookingAddresses'), where('date', '>=', '2020-01-01'))));
  });

  it('staff read the client addresses only; nobody writes any', async () => {
    const db = staff();
    await assertSucceeds(getDocs(query(collection(db, 'bookingAddresses'), where('date', '>=', '2020-01-01'))));
    await assertFails(getDoc(doc(db, `bookingSecrets/${booking}`)));
    await assertFails(getDoc(doc(db, `recommendationSecrets/${recommendation}`)));
    await assertFails(getDocs(collection(db, 'erasures')));
    for (const who of [parent(), db]) {
      await assertFails(setDoc(doc(who, `bookingAddresses/${booking}`), { address: 'x' }));
      await assertFails(setDoc(doc(who, `bookingSecrets/${booking}`), { manageTokenSeed: 'x' }));
      await assertFails(setDoc(doc(who, `recommendationSecrets/${recommendation}`), { by: 'x' }));
      await assertFails(setDoc(doc(who, 'erasures/e2'), { by: 'x' }));
    }
  });
});
