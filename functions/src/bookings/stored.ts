// bookings/{id} and slots/{date} as the functions store them, and what a parent is shown.
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { BookingFields, BookingRecord, BookingStatus } from '../../../src/domain/booking';
import { bookingExpiresAt, messageExpiresAt } from '../../../src/domain/retention';
import { canChange, changeDeadline, isClassPast, type TakenSeats } from '../../../src/domain/seats';
import { languageOr, type Language } from '../../../src/domain/i18n/languages';

export type { BookingStatus };
export type Actor = 'parent' | 'staff' | 'system';
export type HistoryAction =
  'booked' | 'rescheduled' | 'cancelled' | 'attended' | 'no-show' | 'recommended' | 'recommendation-withdrawn';

export interface SlotRef {
  date: string;
  time: string;
}

export interface HistoryEntry {
  at: Timestamp;
  by: Actor;
  action: HistoryAction;
  from?: SlotRef;
  to?: SlotRef;
  reason?: string;
  recommendationId?: string;
}

/** A stored booking: the booking form's fields, then what the functions add. */
export interface StoredBooking extends Omit<BookingFields, 'status'> {
  status: BookingStatus;
  createdAt: Timestamp;
  parentUid?: string;
  /** The signed-in family's child the trial is for (families/{parentUid}/children/{childId}). */
  childId?: string;
  /** Who taught the trial (team.yaml id), as staff recorded it when marking it attended. */
  trialMentorId?: string;
  /** Older bookings only: the manage token's seed now lives in bookingSecrets/{id} (private.ts). */
  manageTokenSeed?: string;
  manageTokenHash: string;
  history: HistoryEntry[];
  updatedAt: Timestamp;
  reminders?: { day?: Timestamp; hour?: Timestamp };
  /** When the TTL policy deletes it: a while after its class (src/domain/retention.ts). */
  expiresAt: Timestamp;
  /** The family's channels (absent: both on); see src/domain/whatsapp/preferences.ts. */
  notify?: { whatsapp?: boolean; mail?: boolean };
  /** The family's language: its mail and messages go in it (absent: English). */
  language?: Language;
  /** Where it was booked from (abuse/): the email's domain. The client address is in
   *  bookingAddresses/{id} (private.ts); older bookings hold it here. */
  client?: { address?: string; emailDomain: string };
}

/** What the book and manage answers show of a booking: never the token hash or the uid. */
export interface BookingView extends BookingRecord {
  status: BookingStatus;
  /** The class ended (one hour after it started). */
  past: boolean;
  /** Reschedule and cancel are still open (upcoming, and before the change cut-off). */
  changeable: boolean;
  /** Until when it can be changed, ISO 8601. */
  changeDeadline: string;
  /** The family's channels, as stored on the booking (STOP on WhatsApp is kept elsewhere). */
  notify?: { whatsapp?: boolean; mail?: boolean };
}

export function viewOf(id: string, b: Omit<StoredBooking, 'createdAt' | 'updatedAt'>, now: Date): BookingView {
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
    changeable: b.status === 'upcoming' && canChange(b.date, b.time, now),
    changeDeadline: changeDeadline(b.date, b.time).toISOString(),
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

export const bookingRef = (db: Firestore, id: string) => db.collection('bookings').doc(id) as DocumentReference<StoredBooking>;
export const slotDayRef = (db: Firestore, date: string) => db.collection('slots').doc(date);

/** The seats taken on a date, read inside a transaction. */
export async function readTaken(tx: Transaction, ref: DocumentReference): Promise<Record<string, number>> {
  const taken = (await tx.get(ref)).get('taken') as unknown;
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
