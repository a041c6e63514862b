// A freed trial seat and the waiting list. A seat that frees while families wait is not given
// back to the slot: it stays counted in slots/{date} as the first family's hold, and the entry
// is offered it (mail and WhatsApp, in the same transaction). When a hold ends unclaimed (it
// lapsed, or the family left) it passes to the next in line, or back to the slot when nobody
// waits. Each function reads before it writes, so the booking transactions can call them.
import { Timestamp, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { holdUntil, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import { queueWaitlistOffer } from '../notices/waitlist';
import { readTaken, slotDayRef, writeTaken } from './stored';
import { entryRef, readLine, readWaitSeed, recordOf, waitlistUrl, waitTokenOf, type StoredWaitEntry } from './wait-stored';

/** The family a freed seat goes to, and until when it is held for them. */
export interface FreedSeat {
  id: string;
  entry: StoredWaitEntry;
  until: Date;
  seed: string | null;
}

/** Reads, in `tx`, who a seat freed at this slot goes to: null when nobody waits or the class started. */
export async function readFreedSeat(
  tx: Transaction,
  db: Firestore,
  settings: WaitlistSettings,
  date: string,
  time: string,
  now: Date,
): Promise<FreedSeat | null> {
  const until = holdUntil(settings, date, time, now);
  if (!until) return null;
  const first = (await readLine(tx, db, date, time, now))[0];
  if (!first) return null;
  return { ...first, until, seed: await readWaitSeed(tx, db, first.id) };
}

/** Writes the offer: the entry holds the seat until `until`, and its mail and message are queued. */
export function writeOffer(tx: Transaction, db: Firestore, seat: FreedSeat, now: Date): void {
  const offers = (seat.entry.offers ?? 0) + 1;
  tx.update(entryRef(db, seat.id), {
    status: 'offered',
    holdUntil: Timestamp.fromDate(seat.until),
    offeredAt: Timestamp.fromDate(now),
    offers,
    updatedAt: FieldValue.serverTimestamp(),
  });
  // An entry always has its seed (join writes both); without one the mail still names the list page.
  const link = waitlistUrl(seat.seed ? waitTokenOf(seat.seed) : null, seat.entry.language);
  queueWaitlistOffer(tx, db, seat.id, offers, recordOf(seat.id, seat.entry), link, seat.until, now);
}

/**
 * Ends an offered entry's hold (it lapsed, or the family left): the entry takes `status`, and
 * the seat goes to the next in line, or back to the slot. Reads and writes in `tx`.
 */
export async function releaseHold(
  tx: Transaction,
  db: Firestore,
  settings: WaitlistSettings,
  id: string,
  entry: StoredWaitEntry,
  status: 'lapsed' | 'left',
  now: Date,
): Promise<'passed' | 'returned'> {
  const day = slotDayRef(db, entry.date);
  const taken = await readTaken(tx, day);
  const next = await readFreedSeat(tx, db, settings, entry.date, entry.time, now);
  tx.update(entryRef(db, id), { status, holdUntil: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
  if (next) {
    writeOffer(tx, db, next, now);
    return 'passed';
  }
  writeTaken(tx, day, taken, entry.time, -1);
  return 'returned';
}
