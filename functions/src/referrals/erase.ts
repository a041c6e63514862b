// A family's referral documents when staff erase it (families/erase-family.ts). Its share code
// and the referral naming it as referred go. A referral it made keeps the other family's side but
// loses the code and the referrer's uid (grant.ts then finds the referrer gone). Credits are the
// school's ledger: each one the family held, and the other family's one from a referral naming
// it, is written again under a new random id (the old id holds the hash of the referred email)
// with its amounts and spends, without the erased family's email, uid or the referral's id.
import { randomBytes } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import type { StoredReferralCredit } from '../../../src/domain/stored/referrals';
import { codesOf, referralCreditsOf, referralIdOf, referralsOf } from './store';

/** A query's documents where `field` is one of `values` (a family has a few: one query each). */
async function whereIn<T>(query: Query<T>, field: string, values: readonly string[]): Promise<QueryDocumentSnapshot<T>[]> {
  const unique = [...new Set(values.filter(Boolean))];
  return unique.length ? (await query.where(field, 'in', unique.slice(0, 30)).get()).docs : [];
}

/** Each document once, by path. */
const distinct = <T>(docs: QueryDocumentSnapshot<T>[]) => [...new Map(docs.map((d) => [d.ref.path, d])).values()];

/** What a credit keeps once the family it names, or the referral it came from, is erased. */
const LEDGER = ['side', 'currency', 'amount', 'spent', 'status', 'grantedAt', 'spentBy'] as const;

/** Moves one credit to a new id in one transaction, so a payment spending it meets the move and reads again. */
async function rewrite(db: Firestore, ref: DocumentReference<StoredReferralCredit>, own: boolean): Promise<void> {
  await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) return;
    const kept = own
      ? Object.fromEntries(LEDGER.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]))
      : Object.fromEntries(Object.entries(data).filter(([k]) => k !== 'referralId'));
    tx.create(ref.parent.doc(randomBytes(16).toString('hex')), {
      ...(kept as StoredReferralCredit),
      erasedAt: FieldValue.serverTimestamp(),
    });
    tx.delete(ref);
  });
}

/** Erases the referral documents of the family known by these emails and uids; how many it changed. */
export async function eraseReferrals(db: Firestore, emails: readonly string[], uids: readonly string[]): Promise<number> {
  const addresses = [...new Set(emails.map(familyEmail))];
  const referredIds = addresses.map(referralIdOf);
  const [referred, made, codes, byUid, byEmail, fromReferred] = await Promise.all([
    db.getAll(...referredIds.map((id) => referralsOf(db).doc(id))).then((s) => s.filter((d) => d.exists)),
    whereIn(referralsOf(db), 'referrerUid', uids),
    whereIn(codesOf(db), 'familyUid', uids),
    whereIn(referralCreditsOf(db), 'familyUid', uids),
    whereIn(referralCreditsOf(db), 'email', addresses),
    whereIn(referralCreditsOf(db), 'referralId', referredIds),
  ]);
  const own = distinct([...byUid, ...byEmail]);
  const ownPaths = new Set(own.map((d) => d.ref.path));
  const others = distinct(fromReferred).filter((d) => !ownPaths.has(d.ref.path));
  for (const d of own) await rewrite(db, d.ref, true);
  for (const d of others) await rewrite(db, d.ref, false);
  const referredPaths = new Set(referred.map((d) => d.ref.path));
  const batch = db.batch();
  for (const d of [...referred, ...codes]) batch.delete(d.ref);
  for (const d of made.filter((m) => !referredPaths.has(m.ref.path)))
    batch.update(d.ref, { code: FieldValue.delete(), referrerUid: FieldValue.delete() });
  await batch.commit();
  return own.length + others.length + referred.length + made.length + codes.length;
}
