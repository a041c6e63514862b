// Who reads the nightly reconciliation (reconciliations/{date}), against the real Firestore
// emulator and firestore.rules: staff read every night; a parent, a mentor and a visitor read
// none; nobody writes from a browser (functions/src/payments/reconcile.ts writes it).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';
import { amina, browsers, seedPeople, zuri } from '../support/rules-mentors';

const night = { date: '2026-11-28', charges: 2, succeeded: 1, records: 1, matched: 1, unmatched: 0 };

const suite = rulesSuite('-reconciliations', {
  once: async (context) => {
    await seedPeople(context);
    await setDoc(doc(context as unknown as Firestore, 'reconciliations', night.date), night);
  },
});
const { parent, mentor, staff, visitor } = browsers(suite);

describe('reconciliations', () => {
  it('staff read every night', async () => {
    await assertSucceeds(getDocs(collection(staff(), 'reconciliations')));
    await assertSucceeds(getDoc(doc(staff(), 'reconciliations', night.date)));
  });

  it('a parent, a mentor and a visitor read none', async () => {
    for (const db of [parent(amina), mentor(zuri, 'zuri'), visitor()]) {
      await assertFails(getDoc(doc(db, 'reconciliations', night.date)));
      await assertFails(getDocs(collection(db, 'reconciliations')));
    }
  });

  it('no browser writes one, staff included', async () => {
    await assertFails(setDoc(doc(staff(), 'reconciliations', '2026-11-29'), night));
    await assertFails(setDoc(doc(parent(amina), 'reconciliations', night.date), night));
  });
});
