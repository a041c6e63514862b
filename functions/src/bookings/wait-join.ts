// Joining the waiting list of a full trial slot, in one transaction with the slot's seats: a
// slot with a free seat is booked rather than waited for (the answer says so), and a cancel that
// frees a seat meets the join on slots/{date}, so no family joins a line that has just moved on.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { BookingFields } from '../../../src/domain/booking';
import {
  dayAvailability,
  seatRefusal,
  type BookingSettings,
  type DayAvailability,
  type SeatRefusal,
} from '../../../src/domain/seats';
import { entryExpiresAt, isOpenEntry, type WaitlistSettings } from '../../../src/domain/waitlist/queue';
import type { Language } from '../../../src/i18n/languages';
import { queueWaitlistJoined } from '../notices/waitlist';
import { transactionOptions } from './change';
import { readTaken, slotDayRef } from './stored';
import { hashToken, newTokenSeed } from './token';
import {
  entryId,
  entryRef,
  queuedOf,
  readLine,
  recordOf,
  waitSecretRef,
  waitlistUrl,
  waitTokenOf,
  type StoredWaitEntry,
} from './wait-stored';

export type JoinOutcome =
  /** `link` is the entry's private page (/waitlist#<token>); `position` its place in line. */
  | { kind: 'joined'; id: string; link: string; position: number }
  /** This child waits for this slot already (or holds its offer): nothing changes. */
  | { kind: 'already' }
  /** The slot has a free seat: book it instead. */
  | { kind: 'open'; availability: DayAvailability }
  | { kind: 'refused'; refusal: Exclude<SeatRefusal, 'full'> };

export async function joinWaitlist(
  db: Firestore,
  settings: BookingSettings,
  waitlist: WaitlistSettings,
  fields: BookingFields & { language: Language },
  parentUid: string | undefined,
  now: Date,
): Promise<JoinOutcome> {
  const { date, time } = fields;
  const id = entryId(date, time, fields.email, fields.studentName);
  const ref = entryRef(db, id);
  const day = slotDayRef(db, date);
  return db.runTransaction(async (tx): Promise<JoinOutcome> => {
    const taken = await readTaken(tx, day);
    const refusal = seatRefusal(settings, date, time, taken, now);
    if (refusal === null) return { kind: 'open', availability: dayAvailability(settings, date, taken, now) };
    if (refusal !== 'full') return { kind: 'refused', refusal };
    const before = (await tx.get(ref)).data();
    if (before && isOpenEntry(queuedOf(id, before), now)) return { kind: 'already' };
    const line = await readLine(tx, db, date, time, now);

    const seed = newTokenSeed();
    const token = waitTokenOf(seed);
    const expiresAt = Timestamp.fromMillis(entryExpiresAt(date));
    const { type: _type, status: _status, ...asked } = fields;
    const entry: Omit<StoredWaitEntry, 'updatedAt'> = {
      ...asked,
      ...(parentUid ? { parentUid } : {}),
      status: 'waiting',
      joinedAt: Timestamp.fromDate(now),
      offers: before?.offers ?? 0,
      linkHash: hashToken(token),
      expiresAt,
    };
    // A family that left or lapsed joins again at the back of the line, with a new link.
    tx.set(ref, { ...entry, updatedAt: FieldValue.serverTimestamp() });
    tx.set(waitSecretRef(db, id), { seed, expiresAt });
    const link = waitlistUrl(token, fields.language);
    queueWaitlistJoined(tx, db, id, recordOf(id, { ...entry, updatedAt: entry.joinedAt }), link, waitlist.holdHours, now);
    return { kind: 'joined', id, link, position: line.length + 1 };
  }, transactionOptions);
}
