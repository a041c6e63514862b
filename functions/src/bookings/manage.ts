// POST /api/manage: view, reschedule or cancel a booking, by its manage-link token or, for a
// signed-in parent, by its id. A token or id that does not lead to the caller's booking
// gets one generic answer that reveals nothing and changes nothing.
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { messages } from '../../../src/domain/messages';
import { isClassPast } from '../../../src/domain/seats';
import { bookingSettings } from '../content';
import { admit, answeredLimited, callerUid, siteFunctionOptions } from '../http';
import { clientAddress, isExempt, take } from '../rate-limit';
import { changeBooking, type ChangeRequest } from './change';
import { bookingRef, viewOf, type StoredBooking } from './stored';
import { hashToken, hashesEqual, isTokenShaped } from './token';
import { readNotifyChange } from '../../../src/domain/whatsapp/preferences';
import { familyNotify, setFamilyNotify } from '../whatsapp/preferences';

type Owner = NonNullable<ChangeRequest['owner']>;

const autoIdPattern = /^[A-Za-z0-9]{20}$/;
const notFound = { status: 'not-found', message: messages.manage.notFound } as const;

/** The booking a manage link or a signed-in owner points at, or null. */
async function findBooking(
  db: Firestore,
  owner: Owner,
  bookingId: unknown,
  now: Date,
): Promise<{ id: string; booking: StoredBooking } | null> {
  if ('tokenHash' in owner) {
    const found = await db.collection('bookings').where('manageTokenHash', '==', owner.tokenHash).limit(1).get();
    const doc = found.docs[0];
    if (!doc) return null;
    const booking = doc.data() as StoredBooking;
    // A link expires when its class is over.
    if (!hashesEqual(booking.manageTokenHash, owner.tokenHash) || isClassPast(booking.date, booking.time, now)) return null;
    return { id: doc.id, booking };
  }
  if (typeof bookingId !== 'string' || !autoIdPattern.test(bookingId)) return null;
  const snap = await bookingRef(db, bookingId).get();
  const booking = snap.data();
  return booking && booking.parentUid === owner.uid ? { id: snap.id, booking } : null;
}

export const manage = onRequest(siteFunctionOptions, async (req, res) => {
  if (!admit(req, res, 'POST')) return;
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const action = body.action ?? 'view';
  if (action !== 'view' && action !== 'reschedule' && action !== 'cancel' && action !== 'notify') {
    res.status(400).json({ status: 'invalid', field: 'action', message: 'action must be view, reschedule, cancel or notify' });
    return;
  }

  let owner: Owner;
  if (body.token !== undefined) {
    if (!isTokenShaped(body.token)) {
      res.status(404).json(notFound);
      return;
    }
    owner = { tokenHash: hashToken(body.token) };
  } else {
    const uid = await callerUid(req);
    if (!uid) {
      res.status(401).json({ status: 'unauthorized', message: messages.manage.signIn });
      return;
    }
    owner = { uid };
  }

  try {
    const address = clientAddress(req);
    if (!isExempt(address) && answeredLimited(res, await take([{ limit: 'managePerAddress', who: address }]))) return;
    const db = getFirestore();
    const now = new Date();
    const found = await findBooking(db, owner, body.bookingId, now);
    if (!found) {
      res.status(404).json(notFound);
      return;
    }
    if (action === 'view') {
      const notify = await familyNotify(db, found.booking);
      res.status(200).json({ status: 'ok', booking: viewOf(found.id, found.booking, now), notify });
      return;
    }
    if (action === 'notify') {
      const change = readNotifyChange(body.notify);
      if (!change) {
        res
          .status(400)
          .json({ status: 'invalid', field: 'notify', message: 'notify must be {whatsapp?: boolean, mail?: boolean}' });
        return;
      }
      const notify = await setFamilyNotify(db, found.id, found.booking, change, now);
      res.status(200).json({ status: 'ok', booking: viewOf(found.id, found.booking, now), notify });
      return;
    }
    const to = action === 'reschedule' ? { date: String(body.date ?? ''), time: String(body.time ?? '') } : undefined;
    const outcome = await changeBooking(db, bookingSettings, { bookingId: found.id, by: 'parent', action, to, owner }, now);
    switch (outcome.kind) {
      case 'changed':
        logger.info('booking changed', { id: found.id, action });
        res.status(200).json({ status: action === 'cancel' ? 'cancelled' : 'rescheduled', booking: outcome.booking });
        return;
      case 'not-found':
        res.status(404).json(notFound);
        return;
      case 'not-upcoming':
        res.status(409).json({ status: 'not-upcoming', message: messages.manage.notUpcoming, booking: outcome.booking });
        return;
      case 'too-late':
        res.status(409).json({ status: 'too-late', message: messages.manage.tooLate, booking: outcome.booking });
        return;
      case 'full':
        res.status(409).json({ status: 'full', message: messages.booking.slotFull, availability: outcome.availability });
        return;
      case 'refused':
        res.status(400).json({ status: 'invalid', field: outcome.field, message: outcome.message });
        return;
    }
  } catch (error) {
    logger.error('manage crashed', { action, error: (error as Error).message });
    res.status(500).json({ status: 'failed', reason: 'Server error' });
  }
});
