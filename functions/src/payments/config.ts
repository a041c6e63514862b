// What the payment functions share: Paystack's key and address, the database, the plans
// (the site's own data file, checked with the site's own schema) and the HTTP options.
import { defineSecret, defineString } from 'firebase-functions/params';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'astro/zod';
import plansData from '../../../src/content/plans.yaml';
import { planSchema } from '../../../src/content/schemas';
import type { PricedPlan } from '../../../src/domain/pricing';

export const paystackSecret = defineSecret('PAYSTACK_SECRET_KEY');
export const paystackApiUrl = defineString('PAYSTACK_API_URL', { default: 'https://api.paystack.co' });
export const allowedOrigins = defineString('ALLOWED_ORIGINS', {
  default: 'https://jengacode.example',
  description: 'Comma-separated origins that may call verifyPayment cross-origin (same-origin calls through Hosting need none).',
});

export const db = () => getFirestore();

/** The plans data, parsed with the schema the site's build uses: a bad file stops the function loading. */
export function parsePlans(data: unknown): PricedPlan[] {
  const parsed = z.array(planSchema).min(1).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`plans.yaml: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a list of plans'}`);
  }
  return parsed.data;
}

export const plans = parsePlans(plansData);

/**
 * cors: false turns off the framework's CORS (the emulator otherwise allows every origin);
 * verifyPayment answers CORS itself. 60 s leaves room for the wait on a pending charge.
 */
export const httpOptions = { region: 'us-central1', secrets: [paystackSecret], maxInstances: 10, timeoutSeconds: 60, cors: false };
