// A second guardian leaves, or any guardian of the family removes one. The membership document
// is the only key: deleting it ends every read at once (the rules and owners/owner.ts read it on
// every request), whatever ID token or session cookie the removed account still holds.
import type { Firestore } from 'firebase-admin/firestore';
import { guardianRef } from './store';
import type { Member } from './member';

/** Removes `guardianUid` from the member's family (the member themselves when they leave); false when they are not in it. */
export async function removeGuardian(db: Firestore, member: Member, guardianUid: string): Promise<boolean> {
  const ref = guardianRef(db, guardianUid);
  return db.runTransaction(async (tx) => {
    const membership = await tx.get(ref);
    if (!membership.exists || membership.get('familyUid') !== member.familyUid) return false;
    tx.delete(ref);
    return true;
  });
}
