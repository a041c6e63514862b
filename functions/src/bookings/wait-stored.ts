// waitlist/{id}: a family waiting for a seat of a full trial slot, as the functions store it,
// and waitlistSecrets/{id}: the seed of its private link, kept apart from the entry the family
// reads. The id is made from the slot, the family's email and the child, so one child waits
// once for one slot however often the form is sent.
import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { BookingRecord } from '../../../src/domain/booking';
import { familyEmail } from '../../../src/domain/email';
import { childKey } from '../../../src/domain/siblings';
import { inLine, type QueuedEntry } from '../../../src/domain/waitlist/queue';
import { localePath, type Language } from '../../../src/i18n/languages';
import { typedConverter } from '../platform/stored';
import type { StoredWaitEntry } from '../../../src/domain/stored/waitlist';
import { linkTokenOf, manageLinkKey, readSeed } from './token';

export type { StoredWaitEntry };

const entryConverter = typedConverter<StoredWaitEntry>();
export const waitlistOf = (db: Firestore) => db.collection('waitlist').withConverter(entryConverter);
export const entryRef = (db: Firestore, id: string) => waitlistOf(db).doc(id);
export const waitSecretRef = (db: Firestore, id: string) => db.collection('waitlistSecrets').doc(id);

/** The entry id of one child waiting for one slot. */
export function entryId(date: string, time: string, email: string, studentName: string): string {
  const key = `waitlist:${date}:${time}:${familyEmail(email)}:${childKey(studentName)}`;
  return createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 40);
}

/** The private link's token of a seed: an HMAC under the manage-link key, apart from manage links. */
export function waitTokenOf(seed: string, key = manageLinkKey.value()): string {
  return linkTokenOf('waitlist-link', seed, key);
}

/** The waiting-list page's address for a token: in the fragment, out of server logs. */
export function waitlistUrl(token: string | null, language: Language): string {
  const page = localePath('/waitlist', language);
  return token ? `${page}#${token}` : page;
}

/** The seed of an entry's link, read in `tx`. */
export function readWaitSeed(tx: Transaction, db: Firestore, id: string): Promise<string | null> {
  return readSeed(tx, waitSecretRef(db, id));
}

/** What the queue rules read of an entry. */
export function queuedOf(id: string, e: StoredWaitEntry): QueuedEntry {
  return {
    id,
    date: e.date,
    time: e.time,
    status: e.status,
    joinedAt: e.joinedAt.toMillis(),
    ...(e.holdUntil ? { holdUntil: e.holdUntil.toMillis() } : {}),
  };
}

/** The entry as mail and messages read it (a booking's record shape). */
export function recordOf(id: string, e: StoredWaitEntry): BookingRecord {
  const { studentName, studentGrade, parentName, email, whatsapp, country, date, time, language } = e;
  return { id, studentName, studentGrade, parentName, email, whatsapp, country, date, time, language };
}

/** The waiting entries of one slot, read in `tx` (which locks them), in line order. */
export async function readLine(
  tx: Transaction,
  db: Firestore,
  date: string,
  time: string,
  now: Date,
): Promise<{ id: string; entry: StoredWaitEntry }[]> {
  const query = waitlistOf(db).where('date', '==', date).where('time', '==', time).where('status', '==', 'waiting');
  const found = new Map((await tx.get(query)).docs.map((d) => [d.id, d.data()] as const));
  const line = inLine(
    [...found].map(([id, entry]) => queuedOf(id, entry)),
    date,
    time,
    now,
  );
  return line.map((q) => ({ id: q.id, entry: found.get(q.id)! }));
}
