// bookings/{id} and slots/{date} as the functions store them, and what a parent is shown.
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { BookingStatus, BookingView } from '../../../src/domain/booking';
import type {
  Actor,
  HistoryAction,
  HistoryEntry,
  SlotRef,
  StoredBooking,
  StoredFamilyLock,
  StoredSlotDay,
} from '../../../src/domain/stored/bookings';
import { bookingExpiresAt, messageExpiresAt } from '../../../src/domain/retention';
import { canChange, changeDeadline, isClassPast, type TakenSeats } from '../../../src/domain/seats';
import { languageOr } from '../../../src/i18n/languages';
import { bookingsOf, typedConverter } from '../platform/stored';

export type { BookingStatus };
export type { Actor, HistoryAction, HistoryEntry, SlotRef, StoredBooking, StoredSlotDay };

export type { BookingView };

/** A booking as its answers show it; `cutoffHours` is the change cut-off (settings.yaml `booking`). */
export function viewOf(
  id: string,
  b: Omit<StoredBooking, 'createdAt' | 'updatedAt'>,
  now: Date,
  cutoffHours: number,
): BookingView {
  return {
    id,
    studentName: b.studentName,
    studentGrade: b.studentGrade,
    parentName: b.parentName,
    email: b.email,
    whatsapp: b.whatsapp,
    country: b.country,
    date: b.date,
    time: b.time,
    status: b.status,
    past: isClassPast(b.date, b.time, now),
    changeable: b.status === 'upcoming' && canChange(b.date, b.time, now, cutoffHours),
    changeDeadline: changeDeadline(b.date, b.time, cutoffHours).toISOString(),
    ...(b.notify ? { notify: b.notify } : {}),
    language: languageOr(b.language),
  };
}

/** `expiresAt` of a booking of the class at this date and time, and of its family keys. */
export function keptUntil(date: string, time: string): Timestamp {
  return Timestamp.fromMillis(bookingExpiresAt(date, time));
}

/** `expiresAt` of a trial lead recorded at `now`. */
export function leadKeptUntil(now: Date): Timestamp {
  return Timestamp.fromMillis(messageExpiresAt(now.getTime()));
}

export { bookingsOf };
export const bookingRef = (db: Firestore, id: string) => bookingsOf(db).doc(id);
const slotDayConverter = typedConverter<StoredSlotDay>();
export const slotDayRef = (db: Firestore, date: string) => db.collection('slots').withConverter(slotDayConverter).doc(date);
const familyLockConverter = typedConverter<StoredFamilyLock>();
/** familyLocks/{id} (ids from token.ts familyLockIds), read as stored family locks. */
export const familyLockRef = (db: Firestore, id: string) =>
  db.collection('familyLocks').withConverter(familyLockConverter).doc(id);

/** The seats taken on a date, read inside a transaction. */
export async function readTaken(tx: Transaction, ref: DocumentReference): Promise<Record<string, number>> {
  const taken: unknown = (await tx.get(ref)).get('taken');
  const counts: Record<string, number> = {};
  if (typeof taken === 'object' && taken !== null) {
    for (const [slot, value] of Object.entries(taken)) if (typeof value === 'number') counts[slot] = value;
  }
  return counts;
}

/** Writes one slot's new count (from counts read in the same transaction). */
export function writeTaken(tx: Transaction, ref: DocumentReference, taken: TakenSeats, time: string, delta: 1 | -1): void {
  const count = Math.max(0, (taken[time] ?? 0) + delta);
  tx.set(ref, { taken: { [time]: count } }, { merge: true });
}

export function historyEntry(by: Actor, action: HistoryAction, now: Date, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return { at: Timestamp.fromDate(now), by, action, ...extra };
}

/** What a booking transaction asks to be mailed and messaged (notices/bookings.ts queues it). */
export type { NoticeIntent } from '../notices/booking-intent';
