// A family's channels as the manage page reads and sets them: the booking's `notify`, and
// for WhatsApp also a STOP the number sent (contacts/{hash}). Turning WhatsApp on from the
// manage page lifts that STOP, as replying START would.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readNotify, type NotifyPreferences } from '../../../src/domain/whatsapp/preferences';
import { bookingRef, type StoredBooking } from '../bookings/stored';
import { contactRef } from './outbox';

export async function familyNotify(
  db: Firestore,
  booking: Pick<StoredBooking, 'whatsapp'> & { notify?: unknown },
): Promise<NotifyPreferences> {
  const prefs = readNotify(booking.notify);
  if (!prefs.whatsapp || !booking.whatsapp) return prefs;
  const contact = await contactRef(db, booking.whatsapp).get();
  return { ...prefs, whatsapp: contact.get('whatsappOff') !== true };
}

export async function setFamilyNotify(
  db: Firestore,
  id: string,
  booking: Pick<StoredBooking, 'whatsapp'>,
  change: Partial<NotifyPreferences>,
  now: Date,
): Promise<NotifyPreferences> {
  const batch = db.batch();
  const fields: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  for (const [key, value] of Object.entries(change)) fields[`notify.${key}`] = value;
  batch.update(bookingRef(db, id), fields);
  if (change.whatsapp === true && booking.whatsapp) {
    batch.set(contactRef(db, booking.whatsapp), { whatsappOff: false, startedAt: Timestamp.fromDate(now) }, { merge: true });
  }
  await batch.commit();
  const stored = (await bookingRef(db, id).get()).data();
  return familyNotify(db, stored ?? booking);
}
