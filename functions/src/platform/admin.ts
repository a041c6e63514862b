// The one Admin SDK app every function shares (default credentials; the emulators'
// environment points it at the local Firestore).
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';

export function adminApp(): App {
  return getApps().length ? getApp() : initializeApp();
}
