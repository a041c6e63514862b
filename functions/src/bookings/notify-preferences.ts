// A family's channels as the manage page reads and sets them: the booking's `notify`, and
// for WhatsApp also a STOP the number sent (contacts/{hash}). Only the number lifts its STOP
// (START, whatsapp/inbound.ts): whoever holds a booking's link may not own the number typed into it,
// so the switch turns WhatsApp off for anyone but on only for a number that has not said STOP.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readNotify, type NotifyPreferences } from '../../../src/domain/whatsapp/preferences';
import { bookingRef, type StoredBooking } from './stored';
import { contactRef } from '../notices/messages';

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
): Promise<NotifyPreferences> {
  const fields: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  for (const [key, value] of Object.entries(change)) fields[`notify.${key}`] = value;
  await bookingRef(db, id).update(fields);
  const stored = (await bookingRef(db, id).get()).data();
  return familyNotify(db, stored ?? booking);
}
