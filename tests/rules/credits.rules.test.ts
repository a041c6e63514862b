// Who reads make-up credits, against the real Firestore emulator and firestore.rules: a parent
// reads only their own family's credits (by id, or asking for familyUid == their uid); a mentor
// and a visitor read none; staff read all; nobody writes one from a browser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';
import { amina, brian, browsers, seedPeople, zuri } from '../support/rules-mentors';

const creditOf = (familyUid: string) => ({
  familyUid,
  enrollmentId: `e-${familyUid}`,
  childFirstName: 'Wanjiku',
  course: 'prodigy',
  reason: 'mentor',
  status: 'open',
});

const suite = rulesSuite('-credits', {
  once: async (context) => {
    await seedPeople(context);
    const db = context as unknown as Firestore;
    await setDoc(doc(db, 'makeUpCredits', 'class-amina1'), creditOf(amina));
    await setDoc(doc(db, 'makeUpCredits', 'class-brian1'), creditOf(brian));
  },
});
const { parent, mentor, staff, visitor } = browsers(suite);

describe('makeUpCredits', () => {
  it('a parent reads their own family’s credits, by id or by asking for their family', async () => {
    const db = parent(amina);
    await assertSucceeds(getDoc(doc(db, 'makeUpCredits', 'class-amina1')));
    await assertSucceeds(getDocs(query(collection(db, 'makeUpCredits'), where('familyUid', '==', amina))));
  });

  it('a parent reads no other family’s credit, nor the whole list', async () => {
    const db = parent(amina);
    await assertFails(getDoc(doc(db, 'makeUpCredits', 'class-brian1')));
    await assertFails(getDocs(collection(db, 'makeUpCredits')));
    await assertFails(getDocs(query(collection(db, 'makeUpCredits'), where('familyUid', '==', brian))));
  });

  it('a mentor and a visitor read none; staff read all', async () => {
    await assertFails(getDoc(doc(mentor(zuri, 'zuri'), 'makeUpCredits', 'class-amina1')));
    await assertFails(getDoc(doc(visitor(), 'makeUpCredits', 'class-amina1')));
    await assertSucceeds(getDocs(collection(staff(), 'makeUpCredits')));
  });

  it('nobody writes a credit from a browser: not its family, not staff', async () => {
    await assertFails(updateDoc(doc(parent(amina), 'makeUpCredits', 'class-amina1'), { status: 'used' }));
    await assertFails(setDoc(doc(parent(amina), 'makeUpCredits', 'mine'), creditOf(amina)));
    await assertFails(deleteDoc(doc(parent(amina), 'makeUpCredits', 'class-amina1')));
    await assertFails(updateDoc(doc(staff(), 'makeUpCredits', 'class-amina1'), { status: 'withdrawn' }));
  });
});
