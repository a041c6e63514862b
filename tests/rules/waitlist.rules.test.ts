// The waiting lists (a full trial slot's, a full weekly hour's) against firestore.rules:
// browsers write no entry and no link seed (the functions do); a signed-in parent reads only
// the entries they joined, one by one or through a query asking for exactly their uid; staff
// read every entry, never a seed.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';
const aminaEntry = 'a'.repeat(40);
const brianEntry = 'b'.repeat(40);
const signedOutEntry = 'c'.repeat(40);

// A trial slot's entry as the waitlist function stores it.
const trialEntry = (extra: Record<string, unknown> = {}) => ({
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

// A weekly hour's entry as /api/classes `waitHour` stores it.
const hourEntry = (extra: Record<string, unknown> = {}) => ({
  enrollmentId: 'e'.repeat(32),
  studentName: 'Wanjiru',
  parentName: 'Amina Otieno',
  email: 'amina@example.com',
  tz: 'Africa/Nairobi',
  language: 'en',
  course: 'prodigy',
  weekday: 6,
  start: 600,
  minutes: 60,
  others: [],
  status: 'waiting',
  joinedAt: new Date(),
  expiresAt: new Date(),
  linkHash: 'a'.repeat(64),
  parentUid: amina,
  ...extra,
});

const lists = [
  { list: 'waitlist', secrets: 'waitlistSecrets', entry: trialEntry },
  // Every hour entry is joined signed in; the third is another family's.
  { list: 'hourWaitlist', secrets: 'hourWaitlistSecrets', entry: hourEntry },
];

const { visitor, signedIn, staff } = rulesSuite('-waitlist', {
  each: async (db) => {
    await db.doc(`waitlist/${aminaEntry}`).set(trialEntry({ parentUid: amina }));
    await db.doc(`waitlist/${brianEntry}`).set(trialEntry({ parentUid: brian, email: 'brian@example.com' }));
    await db.doc(`waitlist/${signedOutEntry}`).set(trialEntry());
    await db.doc(`waitlistSecrets/${aminaEntry}`).set({ seed: 'seed', expiresAt: new Date() });
    await db.doc(`hourWaitlist/${aminaEntry}`).set(hourEntry());
    await db.doc(`hourWaitlist/${brianEntry}`).set(hourEntry({ parentUid: brian, email: 'brian@example.com' }));
    await db.doc(`hourWaitlist/${signedOutEntry}`).set(hourEntry({ parentUid: 'otherUid000000000000000000C' }));
    await db.doc(`hourWaitlistSecrets/${aminaEntry}`).set({ seed: 'seed', expiresAt: new Date() });
    await db.doc('staff/staffUid').set({ email: 'staff@jengacode.example' });
  },
});

describe.each(lists)('the waiting list $list', ({ list, secrets, entry }) => {
  it('takes no write from a browser, signed in or not, nor from staff', async () => {
    for (const db of [visitor(), signedIn(amina), staff()]) {
      await assertFails(setDoc(doc(db, list, 'd'.repeat(40)), entry({ parentUid: amina })));
      await assertFails(updateDoc(doc(db, list, aminaEntry), { status: 'offered' }));
      await assertFails(deleteDoc(doc(db, list, aminaEntry)));
      await assertFails(setDoc(doc(db, secrets, aminaEntry), { seed: 'mine' }));
    }
  });

  it("lets a parent read their own entries, and no one else's", async () => {
    const db = signedIn(amina);
    await assertSucceeds(getDoc(doc(db, list, aminaEntry)));
    await assertSucceeds(getDocs(query(collection(db, list), where('parentUid', '==', amina))));
    await assertFails(getDoc(doc(db, list, brianEntry)));
    await assertFails(getDoc(doc(db, list, signedOutEntry)));
    await assertFails(getDocs(collection(db, list)));
    await assertFails(getDocs(query(collection(db, list), where('parentUid', '==', brian))));
  });

  it('shows a signed-out visitor nothing', async () => {
    await assertFails(getDoc(doc(visitor(), list, signedOutEntry)));
    await assertFails(getDocs(collection(visitor(), list)));
  });

  it('lets staff read every entry, and nobody read a link seed', async () => {
    await assertSucceeds(getDocs(collection(staff(), list)));
    for (const db of [visitor(), signedIn(amina), staff()]) await assertFails(getDoc(doc(db, secrets, aminaEntry)));
  });
});
