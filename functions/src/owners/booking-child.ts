// Whose a trial is and which of that family's children it is for. It is the signed-in
// parent's when booked under their verified email; under any other email it is the family of
// that email (owner.ts), or nobody's until that family signs in and attaches it (families/store.ts).
// A child the form names must be one of the caller's own family (the uid comes from the
// verified token, never the body); a child typed by name is the family's child of that name,
// or a new child of the family, made in the booking's own transaction.
import type { Firestore } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { CHILDREN_MAX, childNameKey } from '../../../src/domain/enrollment/children';
import { callerOf, familyOfEmail, madeUnderOwnEmail } from './owner';
import { childrenOf, familyRef, newChild } from '../owners/family-records';

export interface BookingChild {
  id: string;
  /** A child to add to the family with the booking. */
  create?: ReturnType<typeof newChild>;
}

/** The booking's child, null for none, or 'refused' when the named child is not the caller's. */
export async function bookingChild(
  db: Firestore,
  uid: string | undefined,
  childId: string | undefined,
  student: { name: string; grade: string },
): Promise<BookingChild | null | 'refused'> {
  if (!uid) return childId ? 'refused' : null;
  const ref = familyRef(db, uid);
  if (childId) return (await childrenOf(ref).doc(childId).get()).exists ? { id: childId } : 'refused';
  const [family, children] = await Promise.all([ref.get(), childrenOf(ref).get()]);
  if (!family.exists) return null;
  const key = childNameKey(student.name);
  const same = children.docs.find((d) => d.data().nameKey === key);
  if (same) return { id: same.id };
  if (children.size >= CHILDREN_MAX) return null;
  const made = newChild(ref, student);
  return { id: made.ref.id, create: made };
}

/**
 * The family a trial belongs to (`owner`, none while no family has the booking's email) and
 * its child, or 'refused' when the named child is not the caller's. A child the caller picks
 * while booking under someone else's email is the caller's child, not that family's: the
 * trial is matched to that family's children by name.
 */
export async function bookingFamily(
  db: Firestore,
  caller: DecodedIdToken | undefined,
  email: string,
  childId: string | undefined,
  student: { name: string; grade: string },
): Promise<{ owner?: string; child: BookingChild | null } | 'refused'> {
  const own = caller !== undefined && madeUnderOwnEmail(callerOf(caller), email);
  if (own) {
    const child = await bookingChild(db, caller.uid, childId, student);
    return child === 'refused' ? child : { owner: caller.uid, child };
  }
  if (childId && (await bookingChild(db, caller?.uid, childId, student)) === 'refused') return 'refused';
  const owner = await familyOfEmail(db, email);
  if (!owner) return { child: null };
  const child = await bookingChild(db, owner, undefined, student);
  return { owner, child: child === 'refused' ? null : child };
}
