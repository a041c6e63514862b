// Which of the signed-in parent's children a trial is for. A child the form names must be
// one of the caller's own family (the uid comes from the verified token, never the body);
// a child typed by name is the family's child of that name, or a new child of the family,
// made in the booking's own transaction. Signed out, or with no family yet, a trial names
// no child: the family attaches it later by email (store.ts).
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { CHILDREN_MAX, childNameKey } from '../../../src/domain/enrollment/children';
import { familyRef, newChild } from './store';

export interface BookingChild {
  id: string;
  /** A child to add to the family with the booking. */
  create?: { ref: DocumentReference; data: Record<string, unknown> };
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
  if (childId) return (await ref.collection('children').doc(childId).get()).exists ? { id: childId } : 'refused';
  const [family, children] = await Promise.all([ref.get(), ref.collection('children').get()]);
  if (!family.exists) return null;
  const key = childNameKey(student.name);
  const same = children.docs.find((d) => d.get('nameKey') === key);
  if (same) return { id: same.id };
  if (children.size >= CHILDREN_MAX) return null;
  const made = newChild(ref, student);
  return { id: made.ref.id, create: made };
}
