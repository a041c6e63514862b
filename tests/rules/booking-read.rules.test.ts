// Reading bookings: a parent reads only bookings/{their uid}; nobody else reads it, and
// nobody lists the collection. The dashboard and /login rely on these rules, not on hiding.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { rulesEnvironment } from './env';


// Ids of this file only, so it neither clears nor meets other suites' documents.
const amina = 'booking-read-uid-amina';
const brian = 'booking-read-uid-brian';

const booking = {
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
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(`bookings/${amina}`).set({ ...booking, createdAt: new Date() });
    await db.doc(`bookings/${brian}`).delete();
  });
});

describe('reading bookings/{uid}', () => {
  it('lets a parent read their own booking', async () => {
    const db = env.authenticatedContext(amina, { email: 'amina@example.com' }).firestore();
    const snap = await assertSucceeds(db.doc(`bookings/${amina}`).get());
    if (snap.data()?.studentName !== 'Wanjiru') throw new Error('read the wrong document');
  });

  it('lets a new parent check for a booking they do not have yet (the /login lookup)', async () => {
    const db = env.authenticatedContext(brian).firestore();
    const snap = await assertSucceeds(db.doc(`bookings/${brian}`).get());
    if (snap.exists) throw new Error('expected no booking for a new parent');
  });

  it("stops a second parent from reading the first parent's booking", async () => {
    const db = env.authenticatedContext(brian, { email: 'brian@example.com' }).firestore();
    await assertFails(db.doc(`bookings/${amina}`).get());
  });

  it('stops a visitor who is not signed in from reading any booking', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(db.doc(`bookings/${amina}`).get());
    await assertFails(db.doc(`bookings/${brian}`).get());
  });

  it('stops anyone, even a signed-in owner, from listing bookings', async () => {
    await assertFails(env.authenticatedContext(amina).firestore().collection('bookings').get());
    await assertFails(env.unauthenticatedContext().firestore().collection('bookings').get());
    await assertFails(
      env.authenticatedContext(amina).firestore().collection('bookings').where('email', '==', 'amina@example.com').get(),
    );
  });

  it('gives a parent read access only, never edits of their booking', async () => {
    const db = env.authenticatedContext(amina).firestore();
    await assertFails(db.doc(`bookings/${amina}`).update({ status: 'attended' }));
    await assertFails(db.doc(`bookings/${amina}`).delete());
  });
});
