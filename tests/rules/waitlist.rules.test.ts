// The waiting list against firestore.rules: browsers write no entry and no link seed (the
// waitlist function does); a signed-in parent reads only the entries they joined, one by one or
// through a query asking for exactly their uid; staff read every entry, never a seed.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';
const aminaEntry = 'a'.repeat(40);
const brianEntry = 'b'.repeat(40);
const signedOutEntry = 'c'.repeat(40);

// An entry as the waitlist function stores it.
const entry = (extra: Record<string, unknown> = {}) => ({
  studentName: 'Wanjiru',
  studentGrade: '3-5',
  parentName: 'Amina Otieno',
  email: 'amina@example.com',
  whatsapp: '+254712345678',
  country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  date: '2030-03-11',
  time: '10:00',
  language: 'en',
  status: 'waiting',
  joinedAt: new Date(),
  linkHash: 'a'.repeat(64),
  ...extra,
});

const { visitor, signedIn, staff } = rulesSuite('-waitlist', {
  each: async (db) => {
    await db.doc(`waitlist/${aminaEntry}`).set(entry({ parentUid: amina }));
    await db.doc(`waitlist/${brianEntry}`).set(entry({ parentUid: brian, email: 'brian@example.com' }));
    await db.doc(`waitlist/${signedOutEntry}`).set(entry());
    await db.doc(`waitlistSecrets/${aminaEntry}`).set({ seed: 'seed', expiresAt: new Date() });
    await db.doc('staff/staffUid').set({ email: 'staff@jengacode.example' });
  },
});

describe('the waiting list', () => {
  it('takes no write from a browser, signed in or not, nor from staff', async () => {
    for (const db of [visitor(), signedIn(amina), staff()]) {
      await assertFails(setDoc(doc(db, 'waitlist', 'd'.repeat(40)), entry({ parentUid: amina })));
      await assertFails(updateDoc(doc(db, 'waitlist', aminaEntry), { status: 'offered' }));
      await assertFails(deleteDoc(doc(db, 'waitlist', aminaEntry)));
      await assertFails(setDoc(doc(db, 'waitlistSecrets', aminaEntry), { seed: 'mine' }));
    }
  });

  it("lets a parent read their own entries, and no one else's", async () => {
    const db = signedIn(amina);
    await assertSucceeds(getDoc(doc(db, 'waitlist', aminaEntry)));
    await assertSucceeds(getDocs(query(collection(db, 'waitlist'), where('parentUid', '==', amina))));
    await assertFails(getDoc(doc(db, 'waitlist', brianEntry)));
    await assertFails(getDoc(doc(db, 'waitlist', signedOutEntry)));
    await assertFails(getDocs(collection(db, 'waitlist')));
    await assertFails(getDocs(query(collection(db, 'waitlist'), where('parentUid', '==', brian))));
  });

  it('shows a signed-out visitor nothing', async () => {
    await assertFails(getDoc(doc(visitor(), 'waitlist', signedOutEntry)));
    await assertFails(getDocs(collection(visitor(), 'waitlist')));
  });

  it('lets staff read every entry, and nobody read a link seed', async () => {
    await assertSucceeds(getDocs(collection(staff(), 'waitlist')));
    for (const db of [visitor(), signedIn(amina), staff()]) await assertFails(getDoc(doc(db, 'waitlistSecrets', aminaEntry)));
  });
});
