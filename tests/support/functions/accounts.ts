// Signed-in staff and mentors for the functions tests: the one way a test gets a staff or a
// mentor ID token, each account made as `npm run staff -- grant` (or `grant-mentor`) leaves it.
import { writeDoc } from '../firestore';
import { createAccount, idToken, setClaims, uniqueEmail } from './auth-emulator';
import { admin, adminDb } from './booking-helpers';

/**
 * What `npm run staff -- grant` sets, without the CLI: the `staff: true` claim and the
 * staff/{uid} record the rules and staffAction require. Returns the account's uid.
 */
export async function grantStaff(email: string): Promise<string> {
  const uid = await createAccount(email);
  await setClaims(uid, { staff: true });
  await writeDoc(`staff/${uid}`, { email });
  return uid;
}

/** A new staff account, signed in: its token is the one staff ID token tests use. */
export async function staffAccount(label = 'staff'): Promise<{ uid: string; email: string; token: string }> {
  const email = uniqueEmail(label);
  const uid = await grantStaff(email);
  return { uid, email, token: await idToken(email) };
}

/** Makes an existing account a mentor as `grant-mentor` does: the claim and the mentors/{uid} record. */
export async function grantMentor(uid: string, email: string, mentorId: string): Promise<void> {
  await adminDb().doc(`mentors/${uid}`).set({ email, mentorId, grantedAt: admin.FieldValue.serverTimestamp() });
  await setClaims(uid, { mentor: mentorId });
}

/** A new mentor account, signed in: its token is the one mentor ID token tests use. */
export async function mentorAccount(mentorId: string): Promise<{ uid: string; token: string; email: string }> {
  const email = uniqueEmail('mentor');
  const uid = await createAccount(email);
  await grantMentor(uid, email, mentorId);
  return { uid, token: await idToken(email), email };
}
