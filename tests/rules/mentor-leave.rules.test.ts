// Mentors' leave (mentorLeave/{id}, written by staffAction's blockMentorDays), against the
// Firestore emulator and firestore.rules: staff read it for the /staff week view; nobody
// writes it from a browser, staff included; a parent or mentor reads none of it.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { rulesEnvironment } from '../support/rules-env';

const parentUid = 'parentUid000000000000000000P';
const mentorUid = 'zuriMentorUid00000000000000Z';
const staffUid = 'staffUid0000000000000000000S';
const leave = { mentorId: 'zuri', from: '2026-12-01', to: '2026-12-03', reason: 'Conference', by: 'staff@example.com' };

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('-leave');
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'mentorLeave', 'leave1'), leave);
    await setDoc(doc(db, 'mentors', mentorUid), { mentorId: 'zuri' });
    await setDoc(doc(db, 'staff', staffUid), { email: 'staff@example.com' });
  });
}, 60_000);

afterAll(async () => {
  await env?.cleanup();
});

const staff = () => env.authenticatedContext(staffUid, { staff: true }).firestore() as unknown as Firestore;
const mentor = () => env.authenticatedContext(mentorUid, { mentor: 'zuri' }).firestore() as unknown as Firestore;
const parent = () => env.authenticatedContext(parentUid, { email: 'p@example.com' }).firestore() as unknown as Firestore;

describe('mentorLeave', () => {
  it('staff read every leave', async () => {
    await assertSucceeds(getDocs(collection(staff(), 'mentorLeave')));
    await assertSucceeds(getDoc(doc(staff(), 'mentorLeave', 'leave1')));
  });

  it('a claim without its staff record reads nothing', async () => {
    const db = env.authenticatedContext('formerStaff0000000000000000F', { staff: true }).firestore() as unknown as Firestore;
    await assertFails(getDocs(collection(db, 'mentorLeave')));
  });

  it('a parent, a mentor and a visitor read none, even the mentor’s own', async () => {
    await assertFails(getDoc(doc(parent(), 'mentorLeave', 'leave1')));
    await assertFails(getDoc(doc(mentor(), 'mentorLeave', 'leave1')));
    await assertFails(getDocs(collection(env.unauthenticatedContext().firestore() as unknown as Firestore, 'mentorLeave')));
  });

  it('nobody writes leave from a browser, staff included: it goes through staffAction', async () => {
    await assertFails(setDoc(doc(staff(), 'mentorLeave', 'new'), leave));
    await assertFails(updateDoc(doc(staff(), 'mentorLeave', 'leave1'), { to: '2026-12-31' }));
    await assertFails(deleteDoc(doc(staff(), 'mentorLeave', 'leave1')));
    await assertFails(setDoc(doc(mentor(), 'mentorLeave', 'new'), leave));
  });
});
