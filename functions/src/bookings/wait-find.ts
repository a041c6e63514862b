// The waiting-list entry a private link leads to, or null: one answer for a link that was
// never ours and for one whose entry is gone.
import type { Firestore } from 'firebase-admin/firestore';
import { findByLink } from './token';
import { waitlistOf, type StoredWaitEntry } from './wait-stored';

export function findEntry(db: Firestore, token: string): Promise<{ id: string; entry: StoredWaitEntry } | null> {
  return findByLink(waitlistOf(db), token);
}
