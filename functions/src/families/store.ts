// families/{uid} and its children, as the family function stores them, and the attaching of
// what was done before the parent signed in: trials booked, recommendations, enrollments and
// payments under the same email (the one Google verified) gain the family's uid and child.
import { FieldValue, type DocumentReference, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { childNameKey, type ChildInput } from '../../../src/domain/enrollment/children';
import { familyEmail } from '../../../src/domain/seats';

export interface Child {
  id: string;
  name: string;
  nameKey: string;
  grade: string;
}

export interface Family {
  uid: string;
  email: string;
  name: string;
  children: Child[];
}

export const familyRef = (db: Firestore, uid: string) => db.collection('families').doc(uid);

const childOf = (doc: QueryDocumentSnapshot): Child => ({
  id: doc.id,
  name: String(doc.get('name') ?? ''),
  nameKey: String(doc.get('nameKey') ?? ''),
  grade: String(doc.get('grade') ?? ''),
});

export async function readFamily(db: Firestore, uid: string): Promise<Family | null> {
  const ref = familyRef(db, uid);
  const [snap, children] = await Promise.all([ref.get(), ref.collection('children').orderBy('createdAt').get()]);
  if (!snap.exists) return null;
  return {
    uid,
    email: String(snap.get('email') ?? ''),
    name: String(snap.get('name') ?? ''),
    children: children.docs.map(childOf),
  };
}

/** Creates the family on its parent's first visit; keeps the email Google verifies current. */
export async function ensureFamily(db: Firestore, uid: string, email: string, name: string): Promise<void> {
  const ref = familyRef(db, uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const stamp = FieldValue.serverTimestamp();
    if (!snap.exists) tx.create(ref, { email: familyEmail(email), name, createdAt: stamp, updatedAt: stamp });
    else if (snap.get('email') !== familyEmail(email)) tx.update(ref, { email: familyEmail(email), updatedAt: stamp });
  });
}

export function newChild(ref: DocumentReference, input: ChildInput) {
  const stamp = FieldValue.serverTimestamp();
  return {
    ref: ref.collection('children').doc(),
    data: { ...input, nameKey: childNameKey(input.name), createdAt: stamp, updatedAt: stamp },
  };
}

/**
 * Attaches what carries the family's email and no family yet. A trial's child is the
 * family's child of the same name, or a new child made from the booking (name and grade).
 * Idempotent: a second run finds nothing left to attach.
 */
export async function attachByEmail(db: Firestore, uid: string, email: string): Promise<number> {
  const emails = [...new Set([email.trim(), familyEmail(email)])];
  const ref = familyRef(db, uid);
  const [bookings, recommendations, enrollments, payments, children] = await Promise.all([
    db.collection('bookings').where('email', 'in', emails).get(),
    db.collection('recommendations').where('email', 'in', emails).get(),
    db.collection('enrollments').where('email', 'in', emails).get(),
    db.collection('payments').where('email', 'in', emails).get(),
    ref.collection('children').get(),
  ]);
  const byKey = new Map(children.docs.map((d) => [String(d.get('nameKey')), d.id]));
  const batch = db.batch();
  let attached = 0;
  const childFor = (name: unknown, grade: unknown): string | undefined => {
    const key = childNameKey(String(name ?? ''));
    if (!key) return undefined;
    let id = byKey.get(key);
    if (!id && typeof grade === 'string' && byKey.size < 10) {
      const made = newChild(ref, { name: String(name), grade });
      batch.create(made.ref, made.data);
      id = made.ref.id;
      byKey.set(key, id);
    }
    return id;
  };
  for (const doc of bookings.docs) {
    if (doc.get('parentUid') !== undefined && doc.get('parentUid') !== uid) continue;
    const childId = childFor(doc.get('studentName'), doc.get('studentGrade'));
    if (doc.get('parentUid') === uid && doc.get('childId') === childId) continue;
    batch.update(doc.ref, { parentUid: uid, ...(childId ? { childId } : {}) });
    attached += 1;
  }
  for (const doc of [...recommendations.docs, ...enrollments.docs, ...payments.docs]) {
    if (doc.get('familyUid') !== undefined) continue;
    const childId = childFor(doc.get('studentName'), undefined);
    batch.update(doc.ref, { familyUid: uid, ...(childId ? { childId } : {}) });
    attached += 1;
  }
  if (attached > 0 || byKey.size > children.size) await batch.commit();
  return attached;
}
