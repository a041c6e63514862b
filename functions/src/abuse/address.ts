// addressBookings/{hash of a client address}: the times (ms) of the trial bookings stored
// from that address in the last 24 hours, at most ADDRESS_DAILY_CAP of them. The booking
// transaction reads and writes it (the cap), the challenge function reads it (the work).
// `expiresAt` lets a TTL policy delete it a day after its last booking.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';

export const addressId = (address: string) => createHash('sha256').update(`address:${address}`, 'utf8').digest('hex');

export const addressRef = (db: Firestore, address: string) => db.collection('addressBookings').doc(addressId(address));
