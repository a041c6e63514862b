// POST /api/manage: view, reschedule or cancel a booking, or set its channels or language, by its manage-link token or, for a
// signed-in parent, by its id. A token or id that does not lead to the caller's booking
// gets one generic answer that reveals nothing and changes nothing.
import { LANGUAGES } from '../../../src/i18n/languages';
import * as logger from 'firebase-functions/logger';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isAutoId } from '../../../src/domain/request';
import { isClassPast } from '../../../src/domain/seats';
import { bookingSettings } from '../platform/content';
import { siteHandler } from '../platform/opening';
import type { Response } from '../platform/http';
import { changeBooking, type ChangeRequest } from './change';
import { bookingRef, bookingsOf, viewOf, type StoredBooking } from './stored';
import { hashToken, hashesEqual } from './token';
import { manageSchema, notFoundAnswer, type ManageAnswerBody } from '../../../src/domain/requests/manage';
import { familyNotify, setFamilyNotify } from './notify-preferences';
import { firestore } from '../platform/admin';
import { familyKeyOf } from '../owners/owner';

type Owner = NonNullable<ChangeRequest['owner']>;

/** Every answer has the one shape the manage page reads (src/domain/requests/manage.ts). */
function answer(res: Response, http: number, body: ManageAnswerBody): void {
  res.status(http).json(body);
}

/** The booking a manage link or a signed-in owner points at, or null. */
async function findBooking(
  db: Firestore,
  owner: Owner,
  bookingId: unknown,
  now: Date,
): Promise<{ id: string; booking: StoredBooking } | null> {
  if ('tokenHash' in owner) {
    const found = await bookingsOf(db).where('manageTokenHash', '==', owner.tokenHash).limit(1).get();
    const doc = found.docs[0];
    if (!doc) return null;
    const booking = doc.data();
    // A link expires when its class is over.
    if (!hashesEqual(booking.manageTokenHash, owner.tokenHash) || isClassPast(booking.date, booking.time, now)) return null;
    return { id: doc.id, booking };
  }
  if (!isAutoId(bookingId)) return null;
  const snap = await bookingRef(db, bookingId).get();
  const booking = snap.data();
  return booking && booking.parentUid === owner.uid ? { id: snap.id, booking } : null;
}

// Refusals in the request's language (a Kiswahili page asks in Kiswahili). A manage link is
// the key; without one, the booking must be the signed-in parent's.
export const manage = siteHandler(
  {
    name: 'manage',
    schema: (_language, messages) =>
      manageSchema(
        new Date(),
        LANGUAGES.map((l) => l.code),
        messages,
      ),
    limit: 'managePerAddress',
    caller: (request) => ('token' in request ? 'anyone' : 'parent'),
    callerWords: (_language, messages) => ({ signIn: messages.manage.signIn }),
    logged: ({ action }) => ({ action }),
  },
  async ({ res, request, messages, token }) => {
    const now = new Date();
    const notFound = notFoundAnswer(messages);
    const action = request.action;
    const db = firestore();
    // Signed in, the family's own trials: a second guardian's are those of the family they joined.
    // A first parent who left the family has no key: no trial of it is theirs.
    const key = 'token' in request ? null : await familyKeyOf(db, token!.uid);
    const owner: Owner | null = 'token' in request ? { tokenHash: hashToken(request.token) } : key ? { uid: key } : null;
    const found = owner && (await findBooking(db, owner, 'bookingId' in request ? request.bookingId : undefined, now));
    if (!found) {
      answer(res, 404, notFound);
      return;
    }
    if (request.action === 'view') {
      const notify = await familyNotify(db, found.booking);
      answer(res, 200, {
        status: 'ok',
        booking: viewOf(found.id, found.booking, now, bookingSettings.changeCutoffHours),
        notify,
      });
      return;
    }
    if (request.action === 'notify') {
      const notify = await setFamilyNotify(db, found.id, found.booking, request.notify);
      answer(res, 200, {
        status: 'ok',
        booking: viewOf(found.id, found.booking, now, bookingSettings.changeCutoffHours),
        notify,
      });
      return;
    }
    if (request.action === 'language') {
      await bookingRef(db, found.id).update({ language: request.language, updatedAt: FieldValue.serverTimestamp() });
      const notify = await familyNotify(db, found.booking);
      const booking = viewOf(found.id, { ...found.booking, language: request.language }, now, bookingSettings.changeCutoffHours);
      answer(res, 200, { status: 'ok', booking, notify });
      return;
    }
    const to = request.action === 'reschedule' ? request.to : undefined;
    const change = { bookingId: found.id, by: 'parent' as const, action: request.action, to, owner };
    const outcome = await changeBooking(db, bookingSettings, change, now, messages);
    switch (outcome.kind) {
      case 'changed':
        logger.info('booking changed', { id: found.id, action });
        answer(res, 200, { status: action === 'cancel' ? 'cancelled' : 'rescheduled', booking: outcome.booking });
        return;
      case 'not-found':
        answer(res, 404, notFound);
        return;
      case 'not-upcoming':
        answer(res, 409, { status: 'not-upcoming', message: messages.manage.notUpcoming, booking: outcome.booking });
        return;
      case 'too-late':
        answer(res, 409, {
          status: 'too-late',
          message: messages.manage.tooLate(bookingSettings.changeCutoffHours),
          booking: outcome.booking,
        });
        return;
      case 'full':
        answer(res, 409, { status: 'full', message: messages.booking.slotFull, availability: outcome.availability });
        return;
      case 'refused':
        answer(res, 400, { status: 'invalid', field: outcome.field, message: outcome.message });
        return;
    }
  },
);
