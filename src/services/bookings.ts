// Saving a trial booking. One batch writes the booking and its trialLeads record, so either
// both exist or neither does. firestore.rules validates every field of both.
import type { BookingFields } from '../domain/booking';
import { auth, firestore } from './firebase';

export interface BookingUser {
  uid: string;
}

export interface SavedBooking {
  /** The booking's document id: the parent's uid when signed in, else an auto id. */
  id: string;
}

/**
 * Writes bookings/{uid or auto id} and trialLeads/{auto id} in one batch.
 * A signed-in parent books under their uid (what /login looks up). If that document already
 * holds an earlier booking, the new one gets an auto id: the rules never let a browser
 * overwrite a booking.
 */
export async function saveBooking(booking: BookingFields, user?: BookingUser | null): Promise<SavedBooking> {
  if (user) {
    // Firestore Lite sends the ID token only once Auth is registered on the app and restored.
    const instance = await auth();
    await instance.authStateReady();
  }
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const bookings = lite.collection(db, 'bookings');

  let ref = lite.doc(bookings);
  if (user) {
    const own = lite.doc(bookings, user.uid);
    if (!(await lite.getDoc(own)).exists()) ref = own;
  }

  const batch = lite.writeBatch(db);
  const createdAt = lite.serverTimestamp();
  batch.set(ref, { ...booking, createdAt });
  batch.set(lite.doc(lite.collection(db, 'trialLeads')), { parentName: booking.parentName, email: booking.email, createdAt });
  await batch.commit();
  return { id: ref.id };
}

/** Starts loading Firestore while the parent is still filling in the form. */
export function prefetchBookingSdk(): void {
  void firestore().catch(() => {
    // A failed prefetch is retried by the save, which reports the error.
  });
}
