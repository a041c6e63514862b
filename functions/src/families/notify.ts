// A signed-in family's channels, as the dashboard reads and sets them: `families/{uid}.notify`
// for what is about the family (recommendations, payments, renewals), copied onto its upcoming
// trials so the manage page and the class messages agree. The family's WhatsApp number is the
// one of its latest trial; a STOP that number sent is lifted only by the number itself
// (START, whatsapp/inbound.ts), never by this switch: anyone can type a number into a booking.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readNotify, type NotifyPreferences } from '../../../src/domain/whatsapp/preferences';
import { contactRef } from '../notices/messages';
import { familyRef } from '../owners/family-records';
import { instantOf } from '../platform/stored';
import { bookingsOf } from '../bookings/stored';

export interface FamilyChannels extends NotifyPreferences {
  /** The number WhatsApp messages go to (E.164), when the family gave one. */
  number: string | null;
}

async function familyBookings(db: Firestore, uid: string) {
  return (await bookingsOf(db).where('parentUid', '==', uid).get()).docs;
}

function latestNumber(bookings: Awaited<ReturnType<typeof familyBookings>>): string | null {
  let best: { at: number; number: string } | null = null;
  for (const doc of bookings) {
    const number = doc.get('whatsapp');
    const at = instantOf(doc, 'createdAt')?.toMillis() ?? 0;
    if (typeof number === 'string' && number && (!best || at >= best.at)) best = { at, number };
  }
  return best?.number ?? null;
}

export async function familyChannels(db: Firestore, uid: string): Promise<FamilyChannels> {
  const [family, bookings] = await Promise.all([familyRef(db, uid).get(), familyBookings(db, uid)]);
  const prefs = readNotify(family.get('notify'));
  const number = latestNumber(bookings);
  if (prefs.whatsapp && number) {
    const contact = await contactRef(db, number).get();
    prefs.whatsapp = contact.get('whatsappOff') !== true;
  }
  return { ...prefs, number };
}

export async function setFamilyChannels(db: Firestore, uid: string, change: Partial<NotifyPreferences>): Promise<FamilyChannels> {
  const bookings = await familyBookings(db, uid);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) fields[`notify.${key}`] = value;
  const batch = db.batch();
  batch.update(familyRef(db, uid), { ...fields, updatedAt: FieldValue.serverTimestamp() });
  for (const doc of bookings) {
    if (doc.get('status') === 'upcoming') batch.update(doc.ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
  }
  await batch.commit();
  return familyChannels(db, uid);
}
