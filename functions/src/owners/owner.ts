// Whose a record is. A booking, recommendation, enrollment or payment carries the email it
// was made under, and belongs to the family whose parent's verified email that is
// (families/{uid}.email, kept current by ensureFamily in families/store.ts), never to whoever was
// signed in when it was made: a parent may book for a friend's child under the friend's email.
// A second guardian (guardians/{uid}, functions/src/guardians/) stands in the family's place:
// familyCallerOf answers with the family's key and verified email, so every check below holds
// for both guardians and ownership stays keyed by the family's first uid, even once the first
// parent has left it (families/{key}.firstLeft: they then act for no family).
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import type { StoredGuardian } from '../../../src/domain/stored/guardians';
import { typedConverter } from '../platform/stored';
import { familiesOf, familyRef } from './family-records';

/** A signed-in parent: the family's key (uid) and verified email (null when it was not verified). */
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
  familiesOf(db).where('email', '==', familyEmail(email)).limit(1);

const guardianConverter = typedConverter<StoredGuardian>();
/** guardians/, read as stored memberships of second guardians. */
export const guardianDocs = (db: Firestore) => db.collection('guardians').withConverter(guardianConverter);

/** The second guardian whose verified email this is (read it in a transaction or alone). */
export const guardianOfEmailQuery = (db: Firestore, email: string) =>
  guardianDocs(db).where('email', '==', familyEmail(email)).limit(1);

/**
 * The address a record made under `email` belongs under: the family's own verified email when
 * `email` is a second guardian's (they pay or enroll for the family they joined), else `email`.
 * Read in the caller's transaction, before its writes.
 */
export async function familyAddressOf(tx: Transaction, db: Firestore, email: string): Promise<string> {
  const [family, guardian] = await Promise.all([tx.get(familyOfEmailQuery(db, email)), tx.get(guardianOfEmailQuery(db, email))]);
  const key: unknown = guardian.docs[0]?.get('familyUid');
  if (!family.empty || typeof key !== 'string' || key === '') return email;
  const first: unknown = (await tx.get(familyRef(db, key))).get('email');
  return typeof first === 'string' && first !== '' ? first : email;
}

/** The uid of the family whose verified email this is, or null while that family has not signed in. */
export async function familyOfEmail(db: Firestore, email: string): Promise<string | null> {
  return (await familyOfEmailQuery(db, email).get()).docs[0]?.id ?? null;
}

/** guardians/{uid}: the family a second guardian belongs to. */
export const guardianRef = (db: Firestore, uid: string) => guardianDocs(db).doc(uid);

/** families/{key}.firstLeft: the first parent left (or was removed); their uid stays the family's key. */
export const hasFirstLeft = (family: { get(field: string): unknown }) => family.get('firstLeft') !== undefined;

/**
 * The key of the family an account acts for: the family a guardian joined, else the account's
 * own uid; null for a first parent who left their family (it stays keyed by their uid).
 */
export async function familyKeyOf(db: Firestore, uid: string): Promise<string | null> {
  const [membership, own] = await Promise.all([guardianRef(db, uid).get(), familyRef(db, uid).get()]);
  const key: unknown = membership.get('familyUid');
  if (typeof key === 'string' && key !== '') return key;
  return hasFirstLeft(own) ? null : uid;
}

/**
 * The caller as the family they act for: a guardian carries the family's key and its first
 * parent's verified email. Null for a first parent who left: they act for no family.
 */
export async function familyCallerOf(db: Firestore, token: DecodedIdToken): Promise<Caller | null> {
  const own = callerOf(token);
  const key = await familyKeyOf(db, token.uid);
  if (key === null) return null;
  if (key === own.uid) return own;
  const email: unknown = (await familyRef(db, key).get()).get('email');
  return { uid: key, email: own.email !== null && typeof email === 'string' ? familyEmail(email) : null };
}
