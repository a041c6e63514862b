// What the payment functions share: Paystack's key and address, the database, the plans
// (the site's own data file, checked with the site's own schema) and the HTTP options.
import { defineSecret, defineString } from 'firebase-functions/params';
import { getFirestore } from 'firebase-admin/firestore';
import plansData from '../../../src/content/plans.yaml';
import { parsePlans } from './plans';

export const paystackSecret = defineSecret('PAYSTACK_SECRET_KEY');
export const paystackApiUrl = defineString('PAYSTACK_API_URL', { default: 'https://api.paystack.co' });
export const allowedOrigins = defineString('ALLOWED_ORIGINS', {
  default: 'https://jengacode.example',
  description: 'Comma-separated origins that may call verifyPayment cross-origin (same-origin calls through Hosting need none).',
});

export const db = () => getFirestore();

export const plans = parsePlans(plansData);

/**
 * cors: false turns off the framework's CORS (the emulator otherwise allows every origin);
 * verifyPayment answers CORS itself. 60 s leaves room for the wait on a pending charge.
 */
export const httpOptions = { region: 'us-central1', secrets: [paystackSecret], maxInstances: 10, timeoutSeconds: 60, cors: false };
