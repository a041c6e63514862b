// Reads and edits through firestore.rules against the real Firestore emulator for the
// collections closed to browsers. Browser writes are refused in
// tests/rules/bookings.rules.test.ts (bookings, leads, seats) and inbox.rules.test.ts.
import { describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { rulesSuite } from '../support/rules-env';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';

// Firebase Auth uids are 28 characters; Firestore auto ids are 20.
const amina = 'aminaUid0000000000000000000A';

// Each test starts from an empty project and seeds what it reads.
const { env, visitor, signedIn } = rulesSuite('-browser-writes', { each: async () => {} });

describe('messages and questions', () => {
  const contact = {
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '+254712345678',
    email: 'amina@example.com',
    company: '',
    message: 'Hello',
    createdAt: serverTimestamp(),
  };
  it('refuses reading, listing or editing messages and questions', async () => {
    let ids: Record<string, string> = {};
    await env().withSecurityRulesDisabled(async (context) => {
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
    await env().withSecurityRulesDisabled(async (context) => {
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
