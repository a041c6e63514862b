// Writes through firestore.rules against the real Firestore emulator: every allowed write,
// and the shapes a browser might send that the rules must refuse. Bookings, leads and
// seats are closed to browser writes: tests/rules/bookings.rules.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { rulesEnvironment } from './env';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

// Firebase Auth uids are 28 characters; Firestore auto ids are 20.
const amina = 'aminaUid0000000000000000000A';

function without(data: Record<string, unknown>, key: string) {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

let env: RulesTestEnvironment;
const visitor = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const signedIn = (uid: string) => env.authenticatedContext(uid, { email: `${uid}@example.com` }).firestore() as unknown as Firestore;
const autoId = (db: Firestore, name: string) => doc(collection(db, name));

beforeAll(async () => {
  env = await rulesEnvironment('-browser-writes');
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

describe('allowed writes', () => {
  it('accepts a contact message, optional fields empty', async () => {
    await assertSucceeds(
      setDoc(autoId(visitor(), 'contactMessages'), {
        firstName: 'Amina',
        lastName: '',
        phone: '',
        email: 'amina@example.com',
        company: '',
        message: 'Do you teach robotics to 8 year olds?',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('accepts a question', async () => {
    await assertSucceeds(setDoc(autoId(visitor(), 'questions'), { email: 'amina@example.com', createdAt: serverTimestamp() }));
  });
});

describe('denied message and question shapes', () => {
  const contact = {
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '+254712345678',
    email: 'amina@example.com',
    company: '',
    message: 'Hello',
    createdAt: serverTimestamp(),
  };
  const cases: [string, string, Record<string, unknown>][] = [
    ['a contact message with an extra key', 'contactMessages', { ...contact, spam: 'yes' }],
    ['a contact message without message', 'contactMessages', without(contact, 'message')],
    ['an empty contact message', 'contactMessages', { ...contact, message: '' }],
    ['a contact message over 2000 characters', 'contactMessages', { ...contact, message: 'a'.repeat(2001) }],
    ['a contact message with a bad email', 'contactMessages', { ...contact, email: 'amina@' }],
    ['a contact message with a number as phone', 'contactMessages', { ...contact, phone: 254712345678 }],
    ['a contact message with a client createdAt', 'contactMessages', { ...contact, createdAt: new Date() }],
    ['a question with a bad email', 'questions', { email: 'amina', createdAt: serverTimestamp() }],
    ['a question with an extra key', 'questions', { email: 'amina@example.com', name: 'Amina', createdAt: serverTimestamp() }],
    ['a question with a client createdAt', 'questions', { email: 'amina@example.com', createdAt: new Date() }],
  ];

  it.each(cases)('refuses %s', async (_label, name, data) => {
    await assertFails(setDoc(autoId(visitor(), name), data));
  });

  it('refuses reading, listing or editing messages and questions', async () => {
    let ids: Record<string, string> = {};
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      ids = {
        contactMessages: (await db.collection('contactMessages').add({ ...contact, createdAt: new Date() })).id,
        questions: (await db.collection('questions').add({ email: 'a@b.co', createdAt: new Date() })).id,
      };
    });
    for (const [name, id] of Object.entries(ids)) {
      const db = signedIn(amina);
      await assertFails(getDoc(doc(db, name, id)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(updateDoc(doc(db, name, id), { email: 'x@y.co' }));
      await assertFails(deleteDoc(doc(db, name, id)));
    }
  });
});

describe('payments', () => {
  it('are closed to browsers, signed in or not', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('payments/ref_1').set({ status: 'success' });
    });
    for (const db of [visitor(), signedIn(amina)]) {
      await assertFails(getDoc(doc(db, 'payments', 'ref_1')));
      await assertFails(getDocs(collection(db, 'payments')));
      await assertFails(setDoc(doc(db, 'payments', 'ref_2'), { status: 'success' }));
      await assertFails(deleteDoc(doc(db, 'payments', 'ref_1')));
    }
  });
});
