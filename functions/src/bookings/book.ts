// POST /api/book: a trial booking, checked with the form's own domain rules, stored in one
// transaction with its seat, the one-trial-per-family check, its manage token and its lead.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { bookingFields, draftFrom, draftProblem, type BookingFields } from '../../../src/domain/booking';
import { messages } from '../../../src/domain/messages';
import { dayAvailability, isClassPast, seatRefusal, type DayAvailability } from '../../../src/domain/seats';
import { bookingSettings, countries, gradeIds } from '../content';
import { admit, callerUid, siteFunctionOptions } from '../http';
import { bookingRef, historyEntry, readTaken, slotDayRef, viewOf, writeTaken, type BookingView, type MailIntent, type StoredBooking } from './stored';
import { familyLockIds, hashToken, manageUrl, newToken } from './token';
import { refusalProblem, transactionOptions } from './change';

export type BookOutcome =
  | { kind: 'booked'; id: string; manageUrl: string; booking: BookingView; mail: MailIntent[] }
  | { kind: 'full'; availability: DayAvailability }
  | { kind: 'family'; mail: MailIntent[] }
  | { kind: 'refused'; field: 'date' | 'time'; message: string };

/**
 * Stores a booking, all or nothing, in one transaction: the seat on slots/{date}, the
 * family's lock documents, bookings/{id} and trialLeads/{id}. The family locks are
 * documents rather than a query, because a transaction's query does not lock against a
 * concurrent insert of a matching booking.
 */
export async function placeBooking(db: Firestore, fields: BookingFields, parentUid: string | undefined, now: Date): Promise<BookOutcome> {
  const locks = familyLockIds(fields.email, fields.whatsapp);
  const lockRefs = [db.collection('families').doc(locks.email), db.collection('families').doc(locks.whatsapp)];
  const dayRef = slotDayRef(db, fields.date);
  const newRef = db.collection('bookings').doc();

  return db.runTransaction(async (tx): Promise<BookOutcome> => {
    const taken = await readTaken(tx, dayRef);
    const lockSnaps = await tx.getAll(...lockRefs);
    const heldIds = [...new Set(lockSnaps.map((s) => s.get('bookingId') as unknown).filter((id): id is string => typeof id === 'string'))];
    const held = heldIds.length ? await tx.getAll(...heldIds.map((id) => bookingRef(db, id))) : [];

    const refusal = seatRefusal(bookingSettings, fields.date, fields.time, taken, now);
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
      return { kind: 'family', mail: [{ kind: 'manage-link', bookingId: upcoming.id, manageUrl: manageUrl(token) }] };
    }

    if (refusal === 'full') return { kind: 'full', availability: dayAvailability(bookingSettings, fields.date, taken, now) };

    const token = newToken();
    const stored: Omit<StoredBooking, 'createdAt' | 'updatedAt'> = {
      ...fields,
      ...(parentUid ? { parentUid } : {}),
      manageTokenHash: hashToken(token),
      history: [historyEntry('parent', 'booked', now, { to: { date: fields.date, time: fields.time } })],
    };
    writeTaken(tx, dayRef, taken, fields.time, 1);
    tx.create(newRef, { ...stored, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    tx.create(db.collection('trialLeads').doc(), {
      parentName: fields.parentName,
      email: fields.email,
      createdAt: FieldValue.serverTimestamp(),
      bookingId: newRef.id,
    });
    for (const ref of lockRefs) tx.set(ref, { bookingId: newRef.id, updatedAt: FieldValue.serverTimestamp() });
    const url = manageUrl(token);
    return {
      kind: 'booked',
      id: newRef.id,
      manageUrl: url,
      booking: viewOf(newRef.id, stored, now),
      mail: [{ kind: 'booked', bookingId: newRef.id, manageUrl: url }],
    };
  }, transactionOptions);
}

export const book = onRequest(siteFunctionOptions, async (req, res) => {
  if (!admit(req, res, 'POST')) return;
  const uid = await callerUid(req);
  if (uid === null) {
    res.status(401).json({ status: 'unauthorized', message: messages.manage.signIn });
    return;
  }
  const now = new Date();
  const draft = draftFrom(req.body);
  const problem = draftProblem(draft, gradeIds, countries, now);
  if (problem) {
    res.status(400).json({ status: 'invalid', ...problem });
    return;
  }
  const fields = bookingFields(draft, gradeIds, countries, now)!;
  try {
    const outcome = await placeBooking(getFirestore(), fields, uid, now);
    switch (outcome.kind) {
      case 'booked':
        logger.info('booking stored', { id: outcome.id, date: fields.date, time: fields.time, signedIn: Boolean(uid) });
        res.status(200).json({ status: 'booked', id: outcome.id, manageUrl: outcome.manageUrl, booking: outcome.booking });
        return;
      case 'full':
        res.status(409).json({ status: 'full', message: messages.booking.slotFull, availability: outcome.availability });
        return;
      case 'family':
        // Says that the link was sent, never to where or for which class.
        res.status(409).json({ status: 'family', message: messages.booking.family });
        return;
      case 'refused':
        res.status(400).json({ status: 'invalid', field: outcome.field, message: outcome.message });
        return;
    }
  } catch (error) {
    logger.error('book crashed', { error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});
