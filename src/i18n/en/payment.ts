// The payment card's own words (/pay, /donatepay, /enroll): field labels and notes. Only the
// card carries them, so they live apart from the messages area (whose payment sentences it also
// shows).
import type { Wording } from '../wording';
import { classesText, periodLabel, type Period } from '../../domain/pricing';

export const words = {
  fullName: 'Full name',
  email: 'Email',
  amount: (currency: string) => `Amount (${currency})`,
  donorPlaceholder: 'Enter your full name',
  secure: 'Payments are processed securely via Paystack. Card details go straight to Paystack and never touch our site.',
  mpesa: ' M-Pesa is available for KES payments.',
  backHome: 'Back to Home',
  /** The card's classes line and period badge for a plan (pricing.ts's own in English). */
  plan: { classes: classesText, period: (period: Period) => periodLabel[period] },
} as const;

export type PaymentWords = Wording<typeof words>;

/** The card's classes line and period badge in any language. */
export type PlanLineWords = PaymentWords['plan'];
