// Who beside the family's first parent hears a family message: each second guardian, once, in
// their own language, by their own channels (guardians/{uid}.notify and number). A message's copy
// for a guardian is queued under the message's own id and the guardian's uid, in the same
// transaction as the first parent's, so a job run twice queues no copy twice.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { guardiansOf, type Guardian } from './store';

/** The id of a guardian's copy of the family message `id`. */
export const guardianCopyId = (id: string, guardianUid: string) => `${id}-guardian-${guardianUid}`;

/** The family's second guardians, read in the transaction that queues the message. */
export async function guardianRecipients(tx: Transaction, db: Firestore, familyUid: unknown): Promise<Guardian[]> {
  return typeof familyUid === 'string' && familyUid !== '' ? guardiansOf(db, familyUid, tx) : [];
}
