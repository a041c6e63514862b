// Bookings, their leads, seat counts and family locks against firestore.rules: browsers
// write none of them (the book and manage functions do); a signed-in parent reads only
// bookings carrying their uid, one by one or through a query asking for exactly that.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';

// A booking as the book function stores it (less the server timestamps).
const booking = (extra: Record<string, unknown> = {}) => ({
  studentName: 'Wanjiru',
  studentGrade: '3-5',
  parentName: 'Amina Otieno',
  email: 'amina@example.com',
  whatsapp: '+254712345678',
  country: { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' },
  date: '2030-03-11',
  time: '10:00',
  type: 'trial',
  status: 'upcoming',
  manageTokenHash: 'a'.repeat(64),
  history: [],
  ...extra,
});

const { visitor, signedIn } = rulesSuite('-bookings', {
  each: async (db) => {
    await db.doc('bookings/aminaBooking00000001').set({ ...booking({ parentUid: amina }), createdAt: new Date() });
    await db.doc('bookings/aminaBooking00000002').set({ ...booking({ parentUid: amina, time: '11:00' }), createdAt: new Date() });
    await db
      .doc('bookings/brianBooking00000001')
      .set({ ...booking({ parentUid: brian, email: 'brian@example.com' }), createdAt: new Date() });
    await db.doc('bookings/signedOut0000000001').set({ ...booking(), createdAt: new Date() });
    await db
      .doc('trialLeads/lead0000000000000001')
      .set({ parentName: 'Amina', email: 'amina@example.com', bookingId: 'aminaBooking00000001', createdAt: new Date() });
    await db.doc('slots/2030-03-11').set({ taken: { '10:00': 1 } });
    await db.doc(`familyLocks/${'f'.repeat(64)}`).set({ bookingId: 'aminaBooking00000001' });
  },
});

describe('browsers write no booking, lead, seat or family lock', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    [
      'a new booking, shaped as the function stores it',
      'bookings/newBooking0000000001',
      { ...booking(), createdAt: serverTimestamp() },
    ],
    [
      "a booking under the parent's own uid",
      `bookings/${amina}`,
      { ...booking({ parentUid: amina }), createdAt: serverTimestamp() },
    ],
    [
      'a lead',
      'trialLeads/newLead000000000001',
      { parentName: 'Amina', email: 'amina@example.com', createdAt: serverTimestamp() },
    ],
    ['a seat count', 'slots/2030-03-12', { taken: { '10:00': 0 } }],
    ['a family lock', `familyLocks/${'e'.repeat(64)}`, { bookingId: 'x' }],
  ];

  it.each(cases)('refuses %s, signed in or not', async (_label, path, data) => {
    await assertFails(setDoc(doc(visitor(), path), data));
    await assertFails(setDoc(doc(signedIn(amina), path), data));
  });

  it('refuses a batch of booking and lead, as the old form wrote them', async () => {
    const db = signedIn(amina);
    const batch = writeBatch(db);
    batch.set(doc(collection(db, 'bookings')), { ...booking({ parentUid: amina }), createdAt: serverTimestamp() });
    batch.set(doc(collection(db, 'trialLeads')), {
      parentName: 'Amina',
      email: 'amina@example.com',
      createdAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('refuses an owner editing or deleting their booking, and anyone touching seat counts', async () => {
    const db = signedIn(amina);
    await assertFails(updateDoc(doc(db, 'bookings/aminaBooking00000001'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(db, 'bookings/aminaBooking00000001'), { date: '2030-03-12' }));
    await assertFails(deleteDoc(doc(db, 'bookings/aminaBooking00000001')));
    await assertFails(updateDoc(doc(db, 'slots/2030-03-11'), { taken: { '10:00': 0 } }));
    await assertFails(deleteDoc(doc(db, 'slots/2030-03-11')));
  });
});

describe('a parent reads their own bookings only', () => {
  it('gets each of their own bookings', async () => {
    const db = signedIn(amina);
    const snap = await assertSucceeds(getDoc(doc(db, 'bookings/aminaBooking00000001')));
    expect(snap.data()?.studentName).toBe('Wanjiru');
    await assertSucceeds(getDoc(doc(db, 'bookings/aminaBooking00000002')));
  });

  it('lists all of their bookings with a query on their uid (the dashboard and /login)', async () => {
    const db = signedIn(amina);
    const mine = await assertSucceeds(getDocs(query(collection(db, 'bookings'), where('parentUid', '==', amina))));
    expect(mine.docs.map((d) => d.id).sort()).toEqual(['aminaBooking00000001', 'aminaBooking00000002']);
    const any = await assertSucceeds(getDocs(query(collection(db, 'bookings'), where('parentUid', '==', amina), limit(1))));
    expect(any.size).toBe(1);
  });

  it('finds nothing, but is allowed to ask, when they have no booking yet', async () => {
    const carol = 'carolUid0000000000000000000C';
    const none = await assertSucceeds(getDocs(query(collection(signedIn(carol), 'bookings'), where('parentUid', '==', carol))));
    expect(none.empty).toBe(true);
  });

  it("cannot get another parent's booking, or a booking made signed out", async () => {
    const db = signedIn(brian);
    await assertFails(getDoc(doc(db, 'bookings/aminaBooking00000001')));
    await assertFails(getDoc(doc(db, 'bookings/signedOut0000000001')));
  });

  it("cannot list another parent's bookings, or the whole collection", async () => {
    const db = signedIn(brian);
    await assertFails(getDocs(query(collection(db, 'bookings'), where('parentUid', '==', amina))));
    await assertFails(getDocs(collection(db, 'bookings')));
    await assertFails(getDocs(query(collection(db, 'bookings'), where('email', '==', 'amina@example.com'))));
    await assertFails(getDocs(query(collection(db, 'bookings'), where('status', '==', 'upcoming'))));
  });

  it('gives a visitor who is not signed in nothing', async () => {
    const db = visitor();
    await assertFails(getDoc(doc(db, 'bookings/aminaBooking00000001')));
    await assertFails(getDoc(doc(db, 'bookings/signedOut0000000001')));
    await assertFails(getDocs(collection(db, 'bookings')));
    await assertFails(getDocs(query(collection(db, 'bookings'), where('parentUid', '==', amina))));
  });
});

describe('leads, seats and family locks are read by nobody in a browser', () => {
  it.each([
    ['trialLeads', 'lead0000000000000001'],
    ['slots', '2030-03-11'],
    ['familyLocks', 'f'.repeat(64)],
  ])('%s', async (name, id) => {
    for (const db of [visitor(), signedIn(amina)]) {
      await assertFails(getDoc(doc(db, name, id)));
      await assertFails(getDocs(collection(db, name)));
    }
  });
});
