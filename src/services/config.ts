// Browser configuration: the PUBLIC_* variables, typed and with their defaults in
// scripts/lib/public-env.mjs (.env.example lists them). Without a .env file, astro.config.mjs
// fills them with the local emulators' and the Paystack stand-in's values
// (scripts/lib/local.mjs), so nothing local is typed here.
import {
  PUBLIC_AUTH_EMULATOR_URL,
  PUBLIC_FIREBASE_API_KEY,
  PUBLIC_FIREBASE_APP_ID,
  PUBLIC_FIREBASE_AUTH_DOMAIN,
  PUBLIC_FIREBASE_PROJECT_ID,
  PUBLIC_FIRESTORE_EMULATOR_HOST,
  PUBLIC_FIRESTORE_EMULATOR_PORT,
  PUBLIC_PAYSTACK_PUBLIC_KEY,
  PUBLIC_PAYSTACK_SCRIPT_URL,
  PUBLIC_USE_EMULATORS,
  PUBLIC_VERIFY_PAYMENT_URL,
} from 'astro:env/client';

const projectId = PUBLIC_FIREBASE_PROJECT_ID;

export const config = {
  firebase: {
    apiKey: PUBLIC_FIREBASE_API_KEY,
    authDomain: PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: PUBLIC_FIREBASE_APP_ID,
  },
  /** Talk to the local emulators instead of production Firebase. */
  useEmulators: PUBLIC_USE_EMULATORS ?? projectId.startsWith('demo-'),
  emulators: {
    auth: PUBLIC_AUTH_EMULATOR_URL,
    firestoreHost: PUBLIC_FIRESTORE_EMULATOR_HOST,
    firestorePort: PUBLIC_FIRESTORE_EMULATOR_PORT,
  },
  paystack: {
    publicKey: PUBLIC_PAYSTACK_PUBLIC_KEY,
    scriptUrl: PUBLIC_PAYSTACK_SCRIPT_URL,
  },
  /** Served by Firebase Hosting, which rewrites /api/** to the Cloud Functions. */
  verifyPaymentUrl: PUBLIC_VERIFY_PAYMENT_URL,
} as const;
