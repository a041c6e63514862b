// The signed-in account as a member of a family: the family's first parent (families/{uid}) or a
// second guardian (guardians/{uid}), with the name and language their invites go out with.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { cleanName } from '../../../src/domain/names';
import { languageOr, type Language } from '../../../src/i18n/languages';
import { familyRef } from '../owners/family-records';
import { hasFirstLeft } from '../owners/owner';
import { guardianOf, guardianRef } from './store';

export interface Member {
  /** The account's own uid. */
  uid: string;
  /** The family's key: the first parent's uid. */
  familyUid: string;
  guardian: boolean;
  name: string;
  language: Language;
}

/** The account's family membership, or null while it has no family (a first parent who never opened the dashboard). */
export async function memberOf(db: Firestore, token: DecodedIdToken): Promise<Member | null> {
  const membership = await guardianRef(db, token.uid).get();
  if (membership.exists) {
    const g = guardianOf(membership);
    return { uid: token.uid, familyUid: g.familyUid, guardian: true, name: g.name, language: g.language };
  }
  const family = await familyRef(db, token.uid).get();
  // A first parent who left is a member of no family (owners/owner.ts).
  if (!family.exists || hasFirstLeft(family)) return null;
  const name = String(family.get('name') ?? '') || cleanName(token.name);
  return { uid: token.uid, familyUid: token.uid, guardian: false, name, language: languageOr(family.get('language')) };
}
