// Browser configuration, from PUBLIC_* variables at build time (.env.example lists them).
// The defaults run the whole product locally against the Firebase emulators and the
// Paystack stand-in, with no .env file at all.
const env = import.meta.env;

const projectId = env.PUBLIC_FIREBASE_PROJECT_ID || 'demo-jengacode';

export const config = {
  firebase: {
    apiKey: env.PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: env.PUBLIC_FIREBASE_APP_ID || 'demo-app-id',
  },
  /** Talk to the local emulators instead of production Firebase. */
  useEmulators: (env.PUBLIC_USE_EMULATORS ?? (projectId.startsWith('demo-') ? 'true' : 'false')) === 'true',
  emulators: {
    auth: env.PUBLIC_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099',
    firestoreHost: env.PUBLIC_FIRESTORE_EMULATOR_HOST || '127.0.0.1',
    firestorePort: Number(env.PUBLIC_FIRESTORE_EMULATOR_PORT || 8080),
  },
  paystack: {
    publicKey: env.PUBLIC_PAYSTACK_PUBLIC_KEY || 'pk_test_local_standin',
    scriptUrl: env.PUBLIC_PAYSTACK_SCRIPT_URL || 'http://127.0.0.1:5055/v2/inline.js',
  },
  /** Served by Firebase Hosting, which rewrites /api/** to the Cloud Functions. */
  verifyPaymentUrl: env.PUBLIC_VERIFY_PAYMENT_URL || '/api/verifyPayment',
} as const;
