// Browser configuration, from PUBLIC_* variables at build time (.env.example lists them).
// Without a .env file, astro.config.mjs fills them with the local emulators' and the
// Paystack stand-in's values (scripts/lib/local.mjs), so nothing local is typed here.
const env = import.meta.env;

const projectId = env.PUBLIC_FIREBASE_PROJECT_ID ?? '';

export const config = {
  firebase: {
    apiKey: env.PUBLIC_FIREBASE_API_KEY ?? '',
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: env.PUBLIC_FIREBASE_APP_ID ?? '',
  },
  /** Talk to the local emulators instead of production Firebase. */
  useEmulators: (env.PUBLIC_USE_EMULATORS ?? (projectId.startsWith('demo-') ? 'true' : 'false')) === 'true',
  emulators: {
    auth: env.PUBLIC_AUTH_EMULATOR_URL ?? '',
    firestoreHost: env.PUBLIC_FIRESTORE_EMULATOR_HOST ?? '',
    firestorePort: Number(env.PUBLIC_FIRESTORE_EMULATOR_PORT ?? 0),
  },
  paystack: {
    publicKey: env.PUBLIC_PAYSTACK_PUBLIC_KEY ?? '',
    scriptUrl: env.PUBLIC_PAYSTACK_SCRIPT_URL ?? '',
  },
  /** Served by Firebase Hosting, which rewrites /api/** to the Cloud Functions. */
  verifyPaymentUrl: env.PUBLIC_VERIFY_PAYMENT_URL || '/api/verifyPayment',
} as const;
