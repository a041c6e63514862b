// The waiting-list entry a private link leads to, or null: one answer for a link that was
// never ours and for one whose entry is gone.
import type { Firestore } from 'firebase-admin/firestore';
import { hashesEqual, hashToken } from './token';
import { waitlistOf, type StoredWaitEntry } from './wait-stored';

export async function findEntry(db: Firestore, token: string): Promise<{ id: string; entry: StoredWaitEntry } | null> {
  const hash = hashToken(token);
  const doc = (await waitlistOf(db).where('linkHash', '==', hash).limit(1).get()).docs[0];
  if (!doc) return null;
  const entry = doc.data();
  return hashesEqual(entry.linkHash, hash) ? { id: doc.id, entry } : null;
}
