// The one Firebase app, created lazily on first use so pages load no Firebase code until
// a parent acts (books, signs in). Each getter imports only the SDK part it needs.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import type { Auth } from 'firebase/auth';
import { config } from './config';

let appPromise: Promise<FirebaseApp> | undefined;
let firestorePromise: Promise<Firestore> | undefined;
let authPromise: Promise<Auth> | undefined;

export function firebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app').then(({ initializeApp, getApps }) => getApps()[0] ?? initializeApp(config.firebase));
  return appPromise;
}

/** Firestore Lite: one-shot reads and writes over REST, a fraction of the full SDK's size. */
export function firestore(): Promise<Firestore> {
  firestorePromise ??= Promise.all([firebaseApp(), import('firebase/firestore/lite')]).then(([app, lite]) => {
    const db = lite.getFirestore(app);
    if (config.useEmulators) lite.connectFirestoreEmulator(db, config.emulators.firestoreHost, config.emulators.firestorePort);
    return db;
  });
  return firestorePromise;
}

export function auth(): Promise<Auth> {
  authPromise ??= Promise.all([firebaseApp(), import('firebase/auth')]).then(([app, sdk]) => {
    const instance = sdk.getAuth(app);
    if (config.useEmulators) sdk.connectAuthEmulator(instance, config.emulators.auth, { disableWarnings: true });
    return instance;
  });
  return authPromise;
}
