// What the staff console may read, against the real Firestore emulator and firestore.rules:
// staff, a parent and a signed-out visitor against every collection and every action.
// Staff read what /staff shows and change nothing directly (staffAction does, as the Admin
// SDK); a parent never reads another family's data; a signed-out visitor reads nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { rulesEnvironment } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';
const mentor = 'mentorUid000000000000000000M';
// Half-made members: a claim whose record was deleted (revoked, token not yet expired), and a record without a claim.
const claimOnly = 'formerUid000000000000000000F';
const recordOnly = 'recordUid000000000000000000R';

// One document of each collection the site stores, as the functions write them.
const seeded: Record<string, { id: string; data: Record<string, unknown> }> = {
  bookings: {
    id: 'BrianBooking00000001',
    data: {
      studentName: 'Mũthoni',
      parentName: "Brian Ng'ang'a",
      email: 'brian@example.com',
      parentUid: brian,
      status: 'upcoming',
      date: '2030-01-02',
      time: '10:00',
    },
  },
  slots: { id: '2030-01-02', data: { taken: { '10:00': 1 } } },
  trialLeads: { id: 'Lead0000000000000001', data: { parentName: "Brian Ng'ang'a", email: 'brian@example.com' } },
  contactMessages: { id: 'Message0000000000001', data: { firstName: 'Brian', email: 'brian@example.com', message: 'Hello' } },
  questions: { id: 'Question000000000001', data: { email: 'brian@example.com' } },
  payments: {
    id: 'T-ref-1',
    data: { reference: 'T-ref-1', kind: 'plan', amount: 4500, currency: 'KES', email: 'brian@example.com' },
  },
  mail: { id: 'booking-x-confirmed', data: { to: 'brian@example.com', message: { subject: 'Booked' } } },
  families: { id: 'email-0123456789abcdef', data: { bookingId: 'BrianBooking00000001' } },
};
// families: the console's Enrollments view reads signed-in parents' families (the same
// collection holds the booking keys, which show only hashes and booking ids).
const consoleCollections = ['bookings', 'slots', 'trialLeads', 'contactMessages', 'questions', 'payments', 'families'];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('-staff');
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const [name, { id, data }] of Object.entries(seeded)) await setDoc(doc(db, name, id), data);
    // What `npm run staff -- grant` writes beside the claim.
    await setDoc(doc(db, 'staff', mentor), { email: 'mentor@jengacode.example' });
    await setDoc(doc(db, 'staff', recordOnly), { email: 'record-only@jengacode.example' });
  });
  // The emulator compiles the rules on a project's first request: slow on a busy machine.
}, 60_000);

afterAll(async () => {
  await env?.cleanup();
});

type Role = 'staff' | 'parent' | 'signed out';
const as = (role: Role): Firestore => {
  if (role === 'staff')
    return env
      .authenticatedContext(mentor, { staff: true, email: 'mentor@jengacode.example' })
      .firestore() as unknown as Firestore;
  if (role === 'parent')
    return env.authenticatedContext(amina, { email: 'amina@example.com' }).firestore() as unknown as Firestore;
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
};

const idOf = (name: string) => seeded[name]?.id ?? 'missing';
const actions: Record<'get' | 'list' | 'create' | 'update' | 'delete', (db: Firestore, name: string) => Promise<unknown>> = {
  get: (db, name) => getDoc(doc(db, name, idOf(name))),
  list: (db, name) => getDocs(query(collection(db, name), limit(50))),
  create: (db, name) => setDoc(doc(db, name, 'NewDoc00000000000001'), { handled: true }),
  update: (db, name) => updateDoc(doc(db, name, idOf(name)), { handled: true }),
  delete: (db, name) => deleteDoc(doc(db, name, idOf(name))),
};

describe('staff may read what the console shows, and change nothing', () => {
  for (const name of Object.keys(seeded)) {
    const reads = consoleCollections.includes(name);
    it(`${name}: get and list ${reads ? 'allowed' : 'denied'}; create, update, delete denied`, async () => {
      const db = as('staff');
      for (const action of ['get', 'list'] as const) {
        if (reads) await assertSucceeds(actions[action](db, name));
        else await assertFails(actions[action](db, name));
      }
      for (const action of ['create', 'update', 'delete'] as const) await assertFails(actions[action](db, name));
    });
  }

  it('a listed collection holds the seeded document (the read returns data, not just permission)', async () => {
    const snap = await getDocs(collection(as('staff'), 'bookings'));
    expect(snap.docs.map((d) => d.data().parentName)).toContain("Brian Ng'ang'a");
  });
});

describe('a parent reads no other family data', () => {
  for (const name of Object.keys(seeded)) {
    it(`${name}: every action on another family's data is denied`, async () => {
      const db = as('parent');
      for (const action of ['get', 'list', 'create', 'update', 'delete'] as const) await assertFails(actions[action](db, name));
    });
  }

  it("cannot list bookings by another parent's uid or email", async () => {
    const db = as('parent');
    await assertFails(getDocs(query(collection(db, 'bookings'), where('parentUid', '==', brian))));
    await assertFails(getDocs(query(collection(db, 'bookings'), where('email', '==', 'brian@example.com'))));
  });

  it('a claim that is not exactly staff: true opens nothing', async () => {
    for (const staff of ['true', 1, false, null]) {
      const db = env.authenticatedContext(amina, { staff }).firestore() as unknown as Firestore;
      for (const name of consoleCollections) {
        await assertFails(actions.get(db, name));
        await assertFails(actions.list(db, name));
      }
    }
  });
});

describe('a signed-out visitor reads nothing', () => {
  for (const name of Object.keys(seeded)) {
    it(`${name}: get, list, update and delete denied`, async () => {
      const db = as('signed out');
      for (const action of ['get', 'list', 'update', 'delete'] as const) await assertFails(actions[action](db, name));
      // A create of arbitrary fields is refused too (the site's own forms go through functions).
      await assertFails(actions.create(db, name));
    });
  }
});

describe('staff access needs both the claim and the staff/{uid} record', () => {
  const ctx = (uid: string, claims: Record<string, unknown>) =>
    env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;

  it('a claim without the record (revoked, token still valid) is denied every read', async () => {
    const db = ctx(claimOnly, { staff: true, email: 'former@jengacode.example' });
    for (const name of consoleCollections) {
      await assertFails(actions.get(db, name));
      await assertFails(actions.list(db, name));
    }
  });

  it('a record without the claim is denied every read', async () => {
    const db = ctx(recordOnly, { email: 'record-only@jengacode.example' });
    for (const name of consoleCollections) {
      await assertFails(actions.get(db, name));
      await assertFails(actions.list(db, name));
    }
  });

  it('both: every console collection reads', async () => {
    const db = ctx(mentor, { staff: true });
    for (const name of consoleCollections) {
      await assertSucceeds(actions.get(db, name));
      await assertSucceeds(actions.list(db, name));
    }
  });

  it('a member may read their own record; nobody reads another, lists them, or writes one', async () => {
    await assertSucceeds(getDoc(doc(as('staff'), 'staff', mentor)));
    // Asking about one's own record is allowed even when there is none: the console learns "not staff".
    await assertSucceeds(getDoc(doc(ctx(claimOnly, { staff: true }), 'staff', claimOnly)));
    await assertFails(getDoc(doc(as('staff'), 'staff', recordOnly)));
    await assertFails(getDoc(doc(as('parent'), 'staff', mentor)));
    await assertFails(getDoc(doc(as('signed out'), 'staff', mentor)));
    await assertFails(getDocs(collection(as('staff'), 'staff')));
    for (const db of [as('staff'), as('parent'), ctx(claimOnly, { staff: true }), as('signed out')]) {
      await assertFails(setDoc(doc(db, 'staff', claimOnly), { email: 'me@example.com' }));
      await assertFails(setDoc(doc(db, 'staff', amina), { email: 'me@example.com' }));
      await assertFails(updateDoc(doc(db, 'staff', mentor), { email: 'me@example.com' }));
      await assertFails(deleteDoc(doc(db, 'staff', mentor)));
    }
  });
});
