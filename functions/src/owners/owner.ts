// Whose a record is. A booking, recommendation, enrollment or payment carries the email it
// was made under, and belongs to the family whose parent's verified email that is
// (families/{uid}.email, kept current by ensureFamily in families/store.ts), never to whoever was
// signed in when it was made: a parent may book for a friend's child under the friend's email.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';

/** A signed-in parent: their uid and the email their provider verified (null when it did not). */
export interface Caller {
  uid: string;
  email: string | null;
}

export const callerOf = (token: DecodedIdToken): Caller => ({
  uid: token.uid,
  email: typeof token.email === 'string' && token.email_verified === true ? familyEmail(token.email) : null,
});

/** Whether a record made under `email` is the caller's: their verified email. */
export const madeUnderOwnEmail = (caller: Caller, email: unknown): boolean =>
  caller.email !== null && typeof email === 'string' && familyEmail(email) === caller.email;

/** Whether a record (`familyUid` and `email`) belongs to the caller's family. */
export const isCallersRecord = (caller: Caller, record: Record<string, unknown> | undefined): boolean =>
  record !== undefined && record.familyUid === caller.uid && madeUnderOwnEmail(caller, record.email);

/** The family whose verified email this is (read it in a transaction or alone). */
export const familyOfEmailQuery = (db: Firestore, email: string) =>
  db.collection('families').where('email', '==', familyEmail(email)).limit(1);

/** The uid of the family whose verified email this is, or null while that family has not signed in. */
export async function familyOfEmail(db: Firestore, email: string): Promise<string | null> {
  return (await familyOfEmailQuery(db, email).get()).docs[0]?.id ?? null;
}
