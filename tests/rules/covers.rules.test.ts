// Covers, against the real Firestore emulator and firestore.rules: a class another mentor
// covers (its mentorId is the cover's, `coveredFrom` names the mentor who could not give it)
// is read by the cover only, never by the mentor it was covered from, nor by a third mentor;
// the family still reads it; a class the school cancelled stays its mentor's; nobody marks
// a cover from a browser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';
import { amina, browsers, kofi, seedPeople, zuri } from '../support/rules-mentors';

const base = {
  enrollmentId: `e-${amina}`,
  familyUid: amina,
  childFirstName: 'Wanjiku',
  course: 'prodigy',
  status: 'scheduled',
};

const suite = rulesSuite('-covers', {
  once: async (context) => {
    await seedPeople(context);
    const db = context as unknown as Firestore;
    // Zuri could not give it; Kofi covers it.
    await setDoc(doc(db, 'classes', 'covered'), {
      ...base,
      mentorId: 'kofi',
      moved: true,
      coveredFrom: { mentorId: 'zuri', reason: 'mentor', at: new Date() },
    });
    await setDoc(doc(db, 'classes', 'cancelled'), {
      ...base,
      mentorId: 'zuri',
      status: 'cancelled',
      cancelled: { by: 'school', reason: 'leave', at: new Date() },
    });
  },
});
const { parent, mentor } = browsers(suite);

describe('covers', () => {
  it('the cover reads the class, by id and among their own', async () => {
    const db = mentor(kofi, 'kofi');
    await assertSucceeds(getDoc(doc(db, 'classes', 'covered')));
    await assertSucceeds(getDocs(query(collection(db, 'classes'), where('mentorId', '==', 'kofi'))));
  });

  it('the mentor it was covered from reads it no more, nor asks for it by coveredFrom', async () => {
    const db = mentor(zuri, 'zuri');
    await assertFails(getDoc(doc(db, 'classes', 'covered')));
    await assertFails(getDocs(query(collection(db, 'classes'), where('coveredFrom.mentorId', '==', 'zuri'))));
    await assertSucceeds(getDoc(doc(db, 'classes', 'cancelled')));
  });

  it('the family reads the covered and the cancelled class', async () => {
    const db = parent(amina);
    await assertSucceeds(getDoc(doc(db, 'classes', 'covered')));
    await assertSucceeds(getDoc(doc(db, 'classes', 'cancelled')));
  });

  it('the cover reads no other mentor’s cancelled class, and nobody hands a class on from a browser', async () => {
    await assertFails(getDoc(doc(mentor(kofi, 'kofi'), 'classes', 'cancelled')));
    await assertFails(updateDoc(doc(mentor(zuri, 'zuri'), 'classes', 'cancelled'), { mentorId: 'zuri', status: 'scheduled' }));
    await assertFails(updateDoc(doc(mentor(kofi, 'kofi'), 'classes', 'covered'), { mentorId: 'zuri' }));
    await assertFails(updateDoc(doc(parent(amina), 'classes', 'covered'), { status: 'cancelled' }));
  });
});
