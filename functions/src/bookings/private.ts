// What a booking keeps out of the family's reach. The rules let a signed-in parent read
// their own bookings/{id} whole (a rule cannot hide one field), so the manage link's seed
// lives in bookingSecrets/{id} (kept as long as the booking) and the client address in
// bookingAddresses/{id} (kept only for the abuse window, src/domain/retention.ts); no
// browser reads either, staff read the addresses ("Unusual" in the console). Bookings
// stored before these existed hold both on the booking: readers take either shape, and a
// family's own bookings are moved on its next load (movePrivateFields).
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { clientAddressExpiresAt } from '../../../src/domain/retention';
import { instantOf, typedConverter } from '../platform/stored';
import type { StoredInstant } from '../../../src/domain/stored/instant';
import type { StoredBookingAddress, StoredBookingSecret } from '../../../src/domain/stored/bookings';

const secretConverter = typedConverter<StoredBookingSecret>();
const addressConverter = typedConverter<StoredBookingAddress>();
/** bookingSecrets/{id} and bookingAddresses/{id}, read as stored. */
export const secretRef = (db: Firestore, bookingId: string) =>
  db.collection('bookingSecrets').withConverter(secretConverter).doc(bookingId);
export const addressRecordRef = (db: Firestore, bookingId: string) =>
  db.collection('bookingAddresses').withConverter(addressConverter).doc(bookingId);

/** Writes a new booking's private documents in its transaction. */
export function writeBookingPrivate(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  fields: { seed: string; expiresAt: StoredInstant; address?: string; date: string; now: Date },
): void {
  tx.create(secretRef(db, bookingId), { manageTokenSeed: fields.seed, expiresAt: fields.expiresAt });
  if (fields.address === undefined) return;
  tx.create(addressRecordRef(db, bookingId), {
    address: fields.address,
    // The class date, so the console asks for the same upcoming window as it does of bookings.
    date: fields.date,
    createdAt: Timestamp.fromDate(fields.now),
    expiresAt: Timestamp.fromMillis(clientAddressExpiresAt(fields.now.getTime())),
  });
}

/** The seed of a booking's manage link (its secret, else an older booking's own field), read in `tx`. */
export async function readSeed(tx: Transaction, db: Firestore, bookingId: string, booking: unknown): Promise<string | null> {
  const seed = (await tx.get(secretRef(db, bookingId))).data()?.manageTokenSeed;
  if (typeof seed === 'string') return seed;
  const old = (booking as { manageTokenSeed?: unknown } | undefined)?.manageTokenSeed;
  return typeof old === 'string' ? old : null;
}

/**
 * Moves an older booking's seed and client address out of it, in one transaction. The
 * address is kept only if the booking is younger than the abuse window. Idempotent.
 */
export async function movePrivateFields(db: Firestore, ref: DocumentReference, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const seed: unknown = snap.get('manageTokenSeed');
    const address: unknown = snap.get('client.address');
    if (seed === undefined && address === undefined) return false;
    const secret = secretRef(db, ref.id);
    const hasSecret = (await tx.get(secret)).exists;
    if (typeof seed === 'string' && !hasSecret)
      tx.set(secret, { manageTokenSeed: seed, expiresAt: snap.get('expiresAt') ?? null });
    const created = instantOf(snap, 'createdAt');
    const at = created?.toMillis() ?? now.getTime();
    if (typeof address === 'string' && clientAddressExpiresAt(at) > now.getTime()) {
      tx.set(addressRecordRef(db, ref.id), {
        address,
        date: snap.get('date') ?? '',
        createdAt: Timestamp.fromMillis(at),
        expiresAt: Timestamp.fromMillis(clientAddressExpiresAt(at)),
      });
    }
    tx.update(ref, { manageTokenSeed: FieldValue.delete(), 'client.address': FieldValue.delete() });
    return true;
  });
}
