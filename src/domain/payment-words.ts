// The payment card's own words (/pay, /donatepay, /enroll): field labels and notes. Only the
// card carries them, so they live apart from messages.ts (whose payment sentences it also
// shows). The Kiswahili twin is payment-words.sw.ts.
import type { Wording } from '../i18n/wording';
import type { Period } from './pricing';

export const paymentWords = {
  fullName: 'Full name',
  email: 'Email',
  amount: (currency: string) => `Amount (${currency})`,
  donorPlaceholder: 'Enter your full name',
  secure: 'Payments are processed securely via Paystack. Card details go straight to Paystack and never touch our site.',
  mpesa: ' M-Pesa is available for KES payments.',
  backHome: 'Back to Home',
} as const;

export type PaymentWords = Wording<typeof paymentWords>;

/** The card's classes line and period badge for a plan: English's are pricing.ts's own
 *  (classesText, periodLabel); another language's come with its twin. */
export interface PlanLineWords {
  classes: (classes: number) => string;
  period: (period: Period) => string;
}
