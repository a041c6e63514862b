// Cloud Functions. Payments (src/payments/): verifyPayment (the browser asks after
// Paystack's popup returns a reference) and paystackWebhook (Paystack tells us directly);
// both settle a payment through payments/settle.ts.
import { initializeApp, getApps } from 'firebase-admin/app';

if (getApps().length === 0) initializeApp();

export { verifyPayment } from './payments/verify';
export { paystackWebhook } from './payments/webhook';
