// bookings/{id} and slots/{date} as the functions store them, and what a parent is shown.
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { BookingFields, BookingStatus, BookingView } from '../../../src/domain/booking';
import { bookingExpiresAt, messageExpiresAt } from '../../../src/domain/retention';
import { canChange, changeDeadline, isClassPast, type TakenSeats } from '../../../src/domain/seats';
import { languageOr, type Language } from '../../../src/i18n/languages';
import { typedConverter } from '../platform/stored';

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
  /** The share link's code the family booked with (referrals/note.ts). */
  referralCode?: string;
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
  /** The family confirmed the class at this date and time (a WhatsApp reply). */
  confirmation?: { at: Timestamp; via: 'whatsapp'; date: string; time: string };
}

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

const bookingConverter = typedConverter<StoredBooking>();
/** bookings/, read as stored bookings. */
export const bookingsOf = (db: Firestore) => db.collection('bookings').withConverter(bookingConverter);
export const bookingRef = (db: Firestore, id: string) => bookingsOf(db).doc(id);
/** slots/{date}: the seats taken at each slot of the date, by time. */
export interface StoredSlotDay {
  taken?: Record<string, number>;
}
const slotDayConverter = typedConverter<StoredSlotDay>();
export const slotDayRef = (db: Firestore, date: string) => db.collection('slots').withConverter(slotDayConverter).doc(date);

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
