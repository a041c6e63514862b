// Ending an offered hour's hold (it lapsed, or the family left from its link): the entry takes
// its status and the hour goes to the next in line in the same transaction, or back to the
// mentor's free hours when nobody can take it. Reads before writes, inside the caller's `tx`.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Leave } from '../../../src/domain/classes/free-times';
import type { WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { readFreedHour, writeFreedHour } from './hour-wait-offer';
import { holdField, holdsFor, hourEntryRef, type StoredHourEntry } from './hour-wait-stored';
import { mentorTimesRef } from './store';

export async function releaseHourHold(
  tx: Transaction,
  db: Firestore,
  settings: WaitlistSettings,
  leave: Leave[],
  id: string,
  entry: StoredHourEntry,
  status: 'lapsed' | 'left',
  now: Date,
): Promise<'passed' | 'returned'> {
  const t = { weekday: entry.weekday, start: entry.start };
  const mentorId = entry.mentorId ?? '';
  const held = mentorId ? holdsFor((await tx.get(mentorTimesRef(db, mentorId))).data(), t, id) : false;
  const found = await readFreedHour(tx, db, settings, leave, entry.course, t, now, held ? { mentorId } : undefined);
  tx.update(hourEntryRef(db, id), {
    status,
    mentorId: FieldValue.delete(),
    holdUntil: FieldValue.delete(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  // The next offer with the same mentor writes over the hold; any other frees it first.
  if (held && found.offer?.mentorId !== mentorId) tx.update(mentorTimesRef(db, mentorId), holdField(t), FieldValue.delete());
  return writeFreedHour(tx, db, found, now) ? 'passed' : 'returned';
}
