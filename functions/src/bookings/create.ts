// The transaction that stores a new trial booking: the seat on slots/{date}, the family's
// lock documents, bookings/{id} and trialLeads/{id}, all or nothing. Settings and the clock
// are parameters, so tests can run it against the emulator with closed days and any "now".
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { BookingFields } from '../../../src/domain/booking';
import { dayAvailability, isClassPast, seatRefusal, type BookingSettings, type DayAvailability } from '../../../src/domain/seats';
import { refusalProblem, transactionOptions } from './change';
import {
  bookingRef,
  historyEntry,
  keptUntil,
  leadKeptUntil,
  readTaken,
  slotDayRef,
  viewOf,
  writeTaken,
  type BookingView,
  type MailIntent,
  type StoredBooking,
} from './stored';
import { familyLockIds, hashToken, manageUrl, newToken } from './token';
import { queueBookingMail } from '../mail/bookings';

export type BookOutcome =
  | { kind: 'booked'; id: string; manageUrl: string; booking: BookingView; mail: MailIntent[] }
  | { kind: 'full'; availability: DayAvailability }
  | { kind: 'family'; mail: MailIntent[] }
  | { kind: 'refused'; field: 'date' | 'time'; message: string };

/**
 * Stores a booking unless the slot is full or closed, or the family already has an
 * upcoming trial. The family locks are documents rather than a query, because a
 * transaction's query does not lock against a concurrent insert of a matching booking.
 */
export async function createBooking(
  db: Firestore,
  settings: BookingSettings,
  fields: BookingFields,
  parentUid: string | undefined,
  now: Date,
): Promise<BookOutcome> {
  const locks = familyLockIds(fields.email, fields.whatsapp);
  const lockRefs = [db.collection('families').doc(locks.email), db.collection('families').doc(locks.whatsapp)];
  const dayRef = slotDayRef(db, fields.date);
  const newRef = db.collection('bookings').doc();

  return db.runTransaction(async (tx): Promise<BookOutcome> => {
    // Many parents racing for one slot make most attempts retry. Once a plain read shows
    // the slot full, the answer is "full" at once, without waiting for locks again.
    const glance = ((await dayRef.get()).get('taken') ?? {}) as Record<string, number>;
    if (seatRefusal(settings, fields.date, fields.time, glance, now) === 'full') {
      return { kind: 'full', availability: dayAvailability(settings, fields.date, glance, now) };
    }
    const taken = await readTaken(tx, dayRef);
    const lockSnaps = await tx.getAll(...lockRefs);
    const heldIds = [
      ...new Set(lockSnaps.map((s) => s.get('bookingId') as unknown).filter((id): id is string => typeof id === 'string')),
    ];
    const held = heldIds.length ? await tx.getAll(...heldIds.map((id) => bookingRef(db, id))) : [];

    const refusal = seatRefusal(settings, fields.date, fields.time, taken, now);
    if (refusal && refusal !== 'full') return { kind: 'refused', ...refusalProblem(refusal) };

    // One upcoming trial per family: refuse, and send the family's own link again. Only
    // its hash is stored, so a new token replaces it (the old link stops working).
    const upcoming = held.find((snap) => {
      const b = snap.data();
      return b !== undefined && b.status === 'upcoming' && !isClassPast(b.date, b.time, now);
    });
    if (upcoming) {
      const token = newToken();
      tx.update(upcoming.ref, { manageTokenHash: hashToken(token), updatedAt: FieldValue.serverTimestamp() });
      const booking = viewOf(upcoming.id, upcoming.data()!, now);
      const mail: MailIntent[] = [{ kind: 'manage-link', bookingId: upcoming.id, booking, manageUrl: manageUrl(token) }];
      queueBookingMail(tx, db, mail, upcoming.data()!.history, now);
      return { kind: 'family', mail };
    }

    if (refusal === 'full') return { kind: 'full', availability: dayAvailability(settings, fields.date, taken, now) };

    const token = newToken();
    const stored: Omit<StoredBooking, 'createdAt' | 'updatedAt'> = {
      ...fields,
      ...(parentUid ? { parentUid } : {}),
      manageTokenHash: hashToken(token),
      history: [historyEntry('parent', 'booked', now, { to: { date: fields.date, time: fields.time } })],
      expiresAt: keptUntil(fields.date, fields.time),
    };
    writeTaken(tx, dayRef, taken, fields.time, 1);
    tx.create(newRef, { ...stored, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    tx.create(db.collection('trialLeads').doc(), {
      parentName: fields.parentName,
      email: fields.email,
      createdAt: FieldValue.serverTimestamp(),
      bookingId: newRef.id,
      expiresAt: leadKeptUntil(now),
    });
    for (const ref of lockRefs)
      tx.set(ref, { bookingId: newRef.id, updatedAt: FieldValue.serverTimestamp(), expiresAt: stored.expiresAt });
    const url = manageUrl(token);
    const booking = viewOf(newRef.id, stored, now);
    const mail: MailIntent[] = [{ kind: 'booked', bookingId: newRef.id, booking, manageUrl: url }];
    queueBookingMail(tx, db, mail, stored.history, now);
    return { kind: 'booked', id: newRef.id, manageUrl: url, booking, mail };
  }, transactionOptions);
}
