// Who reads weekly classes, against the real Firestore emulator and firestore.rules: a
// parent reads only their own children's classes; a mentor (claim AND mentors/{uid} record)
// reads only their own classes, which hold of the child only the first name and course, and
// no family's contact; staff read all; nobody writes from a browser.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesEnvironment } from '../support/rules-env';

const amina = 'aminaUid0000000000000000000A';
const brian = 'brianUid0000000000000000000B';
const zuri = 'zuriMentorUid00000000000000Z';
const kofi = 'kofiMentorUid00000000000000K';
const revoked = 'revokedMentorUid00000000000R';
const staffUid = 'staffUid0000000000000000000S';

const classOf = (familyUid: string, mentorId: string) => ({
  enrollmentId: `e-${familyUid}`,
  familyUid,
  childFirstName: 'Wanjiku',
  course: 'prodigy',
  mentorId,
  status: 'scheduled',
});

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('-classes');
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'classes', 'aminaZuri'), classOf(amina, 'zuri'));
    await setDoc(doc(db, 'classes', 'brianKofi'), classOf(brian, 'kofi'));
    await setDoc(doc(db, 'families', amina), { email: 'amina@example.com', whatsapp: '+254700000001' });
    await setDoc(doc(db, 'enrollments', 'e-amina'), { familyUid: amina, email: 'amina@example.com' });
    await setDoc(doc(db, 'mentors', zuri), { mentorId: 'zuri', email: 'zuri@jengacode.example' });
    await setDoc(doc(db, 'mentors', kofi), { mentorId: 'kofi', email: 'kofi@jengacode.example' });
    await setDoc(doc(db, 'mentorTimes', 'zuri'), { held: {} });
    await setDoc(doc(db, 'staff', staffUid), { email: 'staff@jengacode.example' });
  });
}, 60_000);

afterAll(async () => {
  await env?.cleanup();
});

const parent = (uid: string) =>
  env.authenticatedContext(uid, { email: `${uid}@example.com` }).firestore() as unknown as Firestore;
const mentor = (uid: string, mentorId: string) =>
  env.authenticatedContext(uid, { mentor: mentorId }).firestore() as unknown as Firestore;
const staff = () => env.authenticatedContext(staffUid, { staff: true }).firestore() as unknown as Firestore;

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
    const db = env.authenticatedContext(zuri, {}).firestore() as unknown as Firestore;
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
