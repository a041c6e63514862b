// Google sign-in for parents, and the site's own session that follows it (session.ts).
// The Auth SDK is imported on demand inside each call, so an island that imports this
// module ships none of Firebase until a parent acts.
import type { ParentAccount } from '../domain/parent-session';
import { auth } from './firebase';
import { endSession, startSession, type SessionAnswer } from './session';
import { forgetDashboard, forgetDashboardUnlessFor } from './kept-dashboard';
import { rememberSignedIn } from './signed-in-before';

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
  // Another account's kept dashboard goes before anything of this one is shown.
  forgetDashboardUnlessFor(user.uid);
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
  forgetDashboardUnlessFor(user?.uid ?? null);
  return user ? account(user) : null;
}

/** Firebase Auth's saved sign-in (browserLocalPersistence): the account's uid, email and tokens. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * Signs this device out whole, with or without a connection: the device's flag, the family's
 * kept copies (Cache Storage, the kept answer in localStorage, the worker's notes in IndexedDB),
 * the site's session, then Auth's record (IndexedDB). With no connection the session cannot be
 * ended; the device forgets the account all the same. The cookie left behind is HttpOnly and
 * sent only to /api/session, which this device no longer asks (its flag is cleared first); the
 * next sign-in replaces it, and it expires with the session.
 */
export async function signOut(): Promise<void> {
  rememberSignedIn(false);
  await forgetDashboard();
  try {
    await endSession();
  } catch (error) {
    console.error('Sign-out: the site session could not be ended', error);
  }
  try {
    const [instance, sdk] = await Promise.all([auth(), import('firebase/auth')]);
    await sdk.signOut(instance);
  } catch (error) {
    // Auth's code could not load (offline, and never fetched on this phone): its record goes by hand.
    console.error('Sign-out: Auth could not sign out', error);
    await deleteDatabase(AUTH_DATABASE);
  }
}

/** Deletes an IndexedDB database; settles whatever the browser says (blocked, missing, refused). */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((done) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => done();
    } catch {
      done();
    }
  });
}

/** The signed-in parent's ID token, for the site's own functions; null when signed out. */
export async function idToken(): Promise<string | null> {
  const instance = await auth();
  await instance.authStateReady();
  return instance.currentUser ? instance.currentUser.getIdToken() : null;
}

/** Starts the site's session for the parent Auth has signed in, and answers their view. */
export async function startParentSession(): Promise<SessionAnswer> {
  const token = await idToken();
  return token ? startSession(token) : { status: 'signed-out' };
}
