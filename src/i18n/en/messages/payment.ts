// The messages area's payment part (the payment cards of /pay, /donatepay and /enroll): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
import { words as email } from './email';

export const words = {
  fillAllFields: 'Please fill in all fields: student name, email, and amount.',
  invalidEmail: email.invalid,
  amountNotPositive: 'Amount must be greater than zero.',
  invalidPlanAmount: (currency: string) => `Invalid amount for ${currency}. Please select a valid plan.`,
  sdkNotLoaded: 'Payment SDK not loaded yet. Please wait a few seconds and try again.',
  noReference: 'No payment reference returned.',
  popupClosed: 'Payment popup closed without completing transaction.',
  verifying: 'Verifying payment...',
  verificationFailed: 'Payment verification failed.',
  serverError: 'Server error. Try again later.',
  stillConfirming:
    "We are still confirming your payment. Please don't pay again: we will email your receipt as soon as it is confirmed.",
  // Paystack took the money but the amount is not a current price (a page opened before
  // the prices changed): the school checks it; the parent is never told it failed.
  receivedTitle: 'Thank you! We have received your payment.',
  receivedForReview:
    "Its amount is not one of today's plan prices, so our team will check it and email you to confirm your plan. Please don't pay again.",
  reference: (reference: string) => `Reference: ${reference}`,
  success: (reference: string) => `Payment successful! Reference: ${reference}`,
  processing: 'Processing...',
  payButton: (currency: string) => `Pay Now (${currency})`,
  donateButton: (currency: string) => `Donate Now (${currency})`,
  portalSubtitle: 'Secure Payment Portal',
  defaultPlanName: 'Custom Plan',
  defaultDonationName: 'Custom Amount',
  namePlaceholder: "Enter student's full name",
} as const;

export type PaymentMessages = Wording<typeof words>;
