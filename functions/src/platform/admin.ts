// The one Admin SDK app every function shares (default credentials; the emulators'
// environment points it at the local Firestore), and the one way handlers reach its
// Firestore and Auth. Modules that take a `Firestore` argument get it from here.
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function adminApp(): App {
  return getApps().length ? getApp() : initializeApp();
}

export const firestore = (): Firestore => getFirestore(adminApp());

export const adminAuth = (): Auth => getAuth(adminApp());
