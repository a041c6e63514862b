// Google sign-in for parents, and reading the signed-in parent's own bookings.
// The Auth SDK and Firestore Lite are imported on demand inside each call, so an island
// that imports this module ships none of Firebase until a parent acts.
// Firestore Lite sends the parent's ID token because Auth is initialised on the same app
// first (Lite picks the token up from the app's registered auth component); the rules
// let a parent list only the bookings whose parentUid is theirs.
import type { BookingFields } from '../domain/booking';
import { auth, firestore } from './firebase';
import { rememberSignedIn } from './signed-in-before';

/** The account fields the site reads: the spec names uid and displayName; email prefills the form. */
export interface ParentAccount {
  uid: string;
  displayName: string | null;
  email: string | null;
}

/** A stored booking as the dashboard shows it. */
export interface MyBooking extends Omit<BookingFields, 'status'> {
  id: string;
  status: 'upcoming' | 'cancelled' | 'attended' | 'no-show';
  /** When the booking was made, ISO 8601, when the server has stamped it. */
  createdAt: string | null;
}

function account(user: { uid: string; displayName: string | null; email: string | null }): ParentAccount {
  return { uid: user.uid, displayName: user.displayName, email: user.email };
}

/** Starts loading Auth before the parent presses the button (used on /login when idle),
 *  so the popup opens promptly and stays within the click's user activation. */
export function prefetchAuth(): void {
  void auth().catch(() => {
    // A failed prefetch is retried by the real sign-in, which reports the error.
  });
}

/** Google's popup, always asking which account to use. Rejects with the SDK's error. */
export async function signInWithGoogle(): Promise<ParentAccount> {
  const [instance, sdk] = await Promise.all([auth(), import('firebase/auth')]);
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await sdk.signInWithPopup(instance, provider);
  rememberSignedIn(true);
  return account(user);
}

/** The signed-in parent once Auth has restored its saved state, or null. */
export async function currentUser(): Promise<ParentAccount | null> {
  const instance = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  // Keep the device flag honest: a session that expired elsewhere stops costing Auth bytes.
  rememberSignedIn(Boolean(user));
  return user ? account(user) : null;
}

export async function signOut(): Promise<void> {
  const [instance, sdk] = await Promise.all([auth(), import('firebase/auth')]);
  await sdk.signOut(instance);
  rememberSignedIn(false);
}

/** The signed-in parent's ID token, for the site's own functions; null when signed out. */
export async function idToken(): Promise<string | null> {
  const instance = await auth();
  await instance.authStateReady();
  return instance.currentUser ? instance.currentUser.getIdToken() : null;
}

// Auth first: it must be registered on the app before Lite asks for a token.
async function myBookingsQuery(uid: string, max?: number) {
  const instance = await auth();
  await instance.authStateReady();
  const [db, lite] = await Promise.all([firestore(), import('firebase/firestore/lite')]);
  const mine = lite.where('parentUid', '==', uid);
  const query = max
    ? lite.query(lite.collection(db, 'bookings'), mine, lite.limit(max))
    : lite.query(lite.collection(db, 'bookings'), mine);
  return lite.getDocs(query);
}

/** Whether the parent has any booking (what /login checks after sign-in). */
export async function hasBooking(uid: string): Promise<boolean> {
  return !(await myBookingsQuery(uid, 1)).empty;
}

/** Every booking of the parent, in no particular order (the dashboard sorts them). */
export async function listMyBookings(uid: string): Promise<MyBooking[]> {
  const snap = await myBookingsQuery(uid);
  return snap.docs.map((doc) => {
    const data = doc.data() as Omit<MyBooking, 'id' | 'createdAt'> & { createdAt?: { toDate(): Date } | null };
    return {
      id: doc.id,
      studentName: data.studentName,
      studentGrade: data.studentGrade,
      parentName: data.parentName,
      email: data.email,
      whatsapp: data.whatsapp,
      country: data.country,
      date: data.date,
      time: data.time,
      type: data.type,
      status: data.status,
      createdAt: data.createdAt && typeof data.createdAt.toDate === 'function' ? data.createdAt.toDate().toISOString() : null,
    };
  });
}
