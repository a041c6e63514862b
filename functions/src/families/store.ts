// families/{uid} and its children, as the family function stores them, and the attaching of
// what was done before the parent signed in: trials booked, recommendations, enrollments and
// payments under the same email (the one Google verified) gain the family's uid and child,
// also those another family was given by mistake (owners/owner.ts says whose a record is).
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredChild } from '../../../src/domain/stored/children';
import { childNameKey } from '../../../src/domain/enrollment/children';
import { familyEmail } from '../../../src/domain/email';
import { childrenOf, familyRef, newChild } from '../owners/family-records';
import { DEFAULT_LANGUAGE, languageOr, type Language } from '../../../src/i18n/languages';
import type { StoredFamily } from '../../../src/domain/stored/families';
import { bookingsOf } from '../bookings/stored';
import { recommendationsOf } from '../enrollments/recommendations';
import { enrollmentsOf, paymentsOf } from '../platform/stored';

/** A child as the family function answers it: its stored fields, each present. */
export type Child = { id: string } & Required<Pick<StoredChild, 'name' | 'nameKey' | 'grade' | 'fullNameOnCertificates'>>;

/** A family as its dashboard shows it: its stored fields, each present, and its children. */
export type Family = Required<Pick<StoredFamily, 'email' | 'name' | 'language'>> & {
  uid: string;
  children: Child[];
};

const childOf = (doc: QueryDocumentSnapshot<StoredChild>): Child => {
  const c = doc.data();
  return {
    id: doc.id,
    name: c.name,
    nameKey: c.nameKey ?? '',
    grade: c.grade,
    fullNameOnCertificates: c.fullNameOnCertificates === true,
  };
};

export async function readFamily(db: Firestore, uid: string): Promise<Family | null> {
  const ref = familyRef(db, uid);
  const [snap, children] = await Promise.all([ref.get(), childrenOf(ref).orderBy('createdAt').get()]);
  const family = snap.data();
  if (!family) return null;
  return {
    uid,
    email: family.email,
    name: family.name,
    language: languageOr(family.language),
    children: children.docs.map(childOf),
  };
}

/** Creates the family on its parent's first visit, in the language of the page they came from; keeps the email Google verifies current. */
export async function ensureFamily(
  db: Firestore,
  uid: string,
  email: string,
  name: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const ref = familyRef(db, uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const stamp = FieldValue.serverTimestamp();
    if (!snap.exists) tx.create(ref, { email: familyEmail(email), name, language, createdAt: stamp, updatedAt: stamp });
    else if (snap.get('email') !== familyEmail(email)) tx.update(ref, { email: familyEmail(email), updatedAt: stamp });
  });
}

/**
 * Attaches what carries the family's email and no family yet, and takes back what carries it
 * but was given to another family whose own verified email is not this one (a parent once
 * became the owner of a trial they booked under this family's email). A trial's child is the
 * family's child of the same name, or a new child made from the booking (name and grade).
 * Idempotent: a second run finds nothing left to attach.
 */
export async function attachByEmail(db: Firestore, uid: string, email: string): Promise<number> {
  const own = familyEmail(email);
  const emails = [...new Set([email.trim(), own])];
  const ref = familyRef(db, uid);
  const [bookings, recommendations, enrollments, payments, children] = await Promise.all([
    bookingsOf(db).where('email', 'in', emails).get(),
    recommendationsOf(db).where('email', 'in', emails).get(),
    enrollmentsOf(db).where('email', 'in', emails).get(),
    paymentsOf(db).where('email', 'in', emails).get(),
    childrenOf(ref).get(),
  ]);
  const others = await rightfulOthers(db, uid, own, [
    ...bookings.docs.map((d): unknown => d.get('parentUid')),
    ...[...recommendations.docs, ...enrollments.docs, ...payments.docs].map((d): unknown => d.get('familyUid')),
  ]);
  const byKey = new Map(children.docs.map((d) => [String(d.data().nameKey), d.id]));
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
  // A record taken back from another family loses that family's child.
  const child = (id: string | undefined, taken: boolean) =>
    id ? { childId: id } : taken ? { childId: FieldValue.delete() } : {};
  for (const doc of bookings.docs) {
    const owner: unknown = doc.get('parentUid');
    if (owner !== undefined && owner !== uid && others.has(owner)) continue;
    const childId = childFor(doc.get('studentName'), doc.get('studentGrade'));
    if (owner === uid && doc.get('childId') === childId) continue;
    batch.update(doc.ref, { parentUid: uid, ...child(childId, owner !== undefined && owner !== uid) });
    attached += 1;
  }
  for (const doc of [...recommendations.docs, ...enrollments.docs, ...payments.docs]) {
    const owner: unknown = doc.get('familyUid');
    if (owner === uid || (owner !== undefined && others.has(owner))) continue;
    const childId = childFor(doc.get('studentName'), undefined);
    // Three collections' documents in one loop: the write names only the fields it sets, untyped.
    batch.update(doc.ref.withConverter(null), { familyUid: uid, ...child(childId, owner !== undefined) });
    attached += 1;
  }
  if (attached > 0 || byKey.size > children.size) await batch.commit();
  return attached;
}

/** Of the other families named as owners, those whose own verified email is this one: they keep their records. */
async function rightfulOthers(db: Firestore, uid: string, email: string, owners: unknown[]): Promise<Set<unknown>> {
  const ids = [...new Set(owners)].filter((o): o is string => typeof o === 'string' && o !== '' && o !== uid);
  if (ids.length === 0) return new Set();
  const families = await db.getAll(...ids.map((id) => familyRef(db, id)));
  return new Set(families.filter((f) => f.exists && familyEmail(String(f.get('email') ?? '')) === email).map((f) => f.id));
}
