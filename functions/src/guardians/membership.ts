// A guardian leaves, or another guardian of the family removes them: a second guardian's
// membership document is deleted; the first parent, whose uid stays the family's key, is marked
// gone (families/{key}.firstLeft). Either ends every read at once (the rules and
// owners/owner.ts read both on every request), whatever ID token or session cookie the account
// still holds. A family is never left with no guardian: the last one cannot leave (erasure,
// by the school, is the way out).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { familyRef } from '../owners/family-records';
import { hasFirstLeft } from '../owners/owner';
import { guardiansQuery } from './store';
import type { Member } from './member';

export type Removal = 'removed' | 'not-found' | 'last';

/** Removes `guardianUid` (the first parent's uid included) from the member's family: the member themselves when they leave. */
export async function removeGuardian(db: Firestore, member: Member, guardianUid: string, now: Date): Promise<Removal> {
  return db.runTransaction(async (tx): Promise<Removal> => {
    const [family, guardians] = await Promise.all([
      tx.get(familyRef(db, member.familyUid)),
      tx.get(guardiansQuery(db, member.familyUid)),
    ]);
    const firstStays = family.exists && !hasFirstLeft(family);
    const count = guardians.size + (firstStays ? 1 : 0);
    if (guardianUid === member.familyUid) {
      if (!firstStays) return 'not-found';
      if (count < 2) return 'last';
      tx.update(family.ref, { firstLeft: { at: Timestamp.fromDate(now), by: member.uid } });
      return 'removed';
    }
    const membership = guardians.docs.find((d) => d.id === guardianUid);
    if (!membership) return 'not-found';
    if (count < 2) return 'last';
    tx.delete(membership.ref);
    return 'removed';
  });
}
