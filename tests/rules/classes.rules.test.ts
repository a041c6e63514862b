// Who reads weekly classes, against the real Firestore emulator and firestore.rules: a
// parent reads only their own children's classes; a mentor (claim AND mentors/{uid} record)
// reads only their own classes, which hold of the child only the first name and course, and
// no family's contact; staff read all; nobody writes from a browser.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesSuite } from '../support/rules-env';
import { amina, brian, browsers, kofi, seedPeople, zuri } from '../support/rules-mentors';

const revoked = 'revokedMentorUid00000000000R';

const classOf = (familyUid: string, mentorId: string) => ({
  enrollmentId: `e-${familyUid}`,
  familyUid,
  childFirstName: 'Wanjiku',
  course: 'prodigy',
  mentorId,
  status: 'scheduled',
});

const suite = rulesSuite('-classes', {
  once: async (context) => {
    await seedPeople(context);
    const db = context as unknown as Firestore;
    await setDoc(doc(db, 'classes', 'aminaZuri'), classOf(amina, 'zuri'));
    await setDoc(doc(db, 'classes', 'brianKofi'), classOf(brian, 'kofi'));
    await setDoc(doc(db, 'families', amina), { email: 'amina@example.com', whatsapp: '+254700000001' });
    await setDoc(doc(db, 'enrollments', 'e-amina'), { familyUid: amina, email: 'amina@example.com' });
    await setDoc(doc(db, 'mentorTimes', 'zuri'), { held: {} });
  },
});
const { parent, mentor, staff } = browsers(suite);

describe('classes', () => {
  it('a parent reads their own children’s classes, by id or by asking for their family', async () => {
    const db = parent(amina);
    await assertSucceeds(getDoc(doc(db, 'classes', 'aminaZuri')));
    await assertSucceeds(getDocs(query(collection(db, 'classes'), where('familyUid', '==', amina))));
  });

  it('a parent reads no other family’s classes', async () => {
    const db = parent(amina);
    await assertFails(getDoc(doc(db, 'classes', 'brianKofi')));
    await assertFails(getDocs(collection(db, 'classes')));
  });

  it('a mentor reads their own classes, and not another mentor’s', async () => {
    const db = mentor(zuri, 'zuri');
    await assertSucceeds(getDoc(doc(db, 'classes', 'aminaZuri')));
    await assertSucceeds(getDocs(query(collection(db, 'classes'), where('mentorId', '==', 'zuri'))));
    await assertFails(getDoc(doc(db, 'classes', 'brianKofi')));
    await assertFails(getDocs(query(collection(db, 'classes'), where('mentorId', '==', 'kofi'))));
  });

  it('a mentor reads no parent contact: not the family, nor the enrollment', async () => {
    const db = mentor(zuri, 'zuri');
    await assertFails(getDoc(doc(db, 'families', amina)));
    await assertFails(getDoc(doc(db, 'enrollments', 'e-amina')));
    await assertFails(getDoc(doc(db, 'mentorTimes', 'zuri')));
  });

  it('a claim naming another mentor, or a claim whose record was deleted, reads nothing', async () => {
    await assertFails(getDoc(doc(mentor(kofi, 'zuri'), 'classes', 'aminaZuri')));
    await assertFails(getDoc(doc(mentor(revoked, 'zuri'), 'classes', 'aminaZuri')));
  });

  it('a mentor record without the claim reads nothing', async () => {
    const db = suite.signedIn(zuri, {});
    await assertFails(getDoc(doc(db, 'classes', 'aminaZuri')));
  });

  it('staff read every class and the mentors’ hours', async () => {
    const db = staff();
    await assertSucceeds(getDocs(collection(db, 'classes')));
    await assertSucceeds(getDoc(doc(db, 'mentorTimes', 'zuri')));
  });

  it('nobody writes a class from a browser', async () => {
    await assertFails(updateDoc(doc(parent(amina), 'classes', 'aminaZuri'), { status: 'attended' }));
    await assertFails(updateDoc(doc(mentor(zuri, 'zuri'), 'classes', 'aminaZuri'), { status: 'attended', note: 'x' }));
    await assertFails(setDoc(doc(staff(), 'classes', 'new'), classOf(amina, 'zuri')));
  });
});
