interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_SUPPORT_PHONE?: string;
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  readonly PUBLIC_USE_EMULATORS?: string;
  readonly PUBLIC_AUTH_EMULATOR_URL?: string;
  readonly PUBLIC_FIRESTORE_EMULATOR_HOST?: string;
  readonly PUBLIC_FIRESTORE_EMULATOR_PORT?: string;
  readonly PUBLIC_PAYSTACK_PUBLIC_KEY?: string;
  readonly PUBLIC_PAYSTACK_SCRIPT_URL?: string;
  readonly PUBLIC_VERIFY_PAYMENT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
