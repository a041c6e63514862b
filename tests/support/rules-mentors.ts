// The people the weekly-classes and monthly-progress rules suites share: two families
// (amina, brian), two mentors (zuri, kofi) as `grant-mentor` leaves them (the claim, and
// mentors/{uid} naming the same id) and a staff member; seeded into a rulesSuite project.
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import type { RulesSuite, Seed } from './rules-env';

export const amina = 'aminaUid0000000000000000000A';
export const brian = 'brianUid0000000000000000000B';
export const zuri = 'zuriMentorUid00000000000000Z';
export const kofi = 'kofiMentorUid00000000000000K';
/** The uid rulesSuite's staff() signs in with. */
const STAFF_UID = 'staffUid';

/** The mentors' records and the staff record, written with the rules off. */
export const seedPeople: Seed = async (context) => {
  const db = context as unknown as Firestore;
  await setDoc(doc(db, 'mentors', zuri), { mentorId: 'zuri', email: 'zuri@jengacode.example' });
  await setDoc(doc(db, 'mentors', kofi), { mentorId: 'kofi', email: 'kofi@jengacode.example' });
  await setDoc(doc(db, 'staff', STAFF_UID), { email: 'staff@jengacode.example' });
};

/** The browsers of a suite: a parent (their verified email), a mentor by claim, staff, a visitor. */
export function browsers(suite: RulesSuite) {
  return {
    parent: (uid: string) => suite.signedIn(uid),
    mentor: (uid: string, mentorId: string) => suite.signedIn(uid, { mentor: mentorId }),
    staff: () => suite.staff(),
    visitor: () => suite.visitor(),
  };
}
