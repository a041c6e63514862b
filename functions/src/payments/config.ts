// What the payment functions share: Paystack's key and address. The
// plans they check prices against are read in platform/content.ts.
import { defineSecret, defineString } from 'firebase-functions/params';

export const paystackSecret = defineSecret('PAYSTACK_SECRET_KEY');
export const paystackApiUrl = defineString('PAYSTACK_API_URL', { default: 'https://api.paystack.co' });

/** Paystack's address and our secret key, read when a function runs. */
export const paystackApi = () => ({ apiUrl: paystackApiUrl.value(), secretKey: paystackSecret.value() });
