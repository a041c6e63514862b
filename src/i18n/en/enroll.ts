// What the enrollment page (/enroll) and its function say. An area of its own so the other
// public pages do not carry these words.
import type { Wording } from '../wording';
import { words as planTerms } from './planTerms';

export const words = {
  loading: 'Loading your recommendation…',
  notFound:
    'This enrollment link is not valid or has expired. Please use the link in your most recent email from us, or contact us on WhatsApp.',
  signIn: 'Please sign in again to enroll.',
  limited: 'Too many tries in a short time. Please wait a minute, then try again.',
  failed: 'We could not load your recommendation. Please check your connection and try again.',
  planGone: 'This plan is no longer offered. Please contact us on WhatsApp and we will suggest another.',
  wrongAmount: (price: string) => `The recommended price is ${price}.`,
  /** The payment card's lines for what the recommendation already says. */
  student: 'Student',
  receiptTo: 'Receipt by email to',
  /** The page's heading and the recommendation's lines. */
  heading: (renews: boolean, student: string) => `${renews ? 'Renew' : 'Enroll'} ${student}`,
  course: 'Course',
  plan: 'Plan',
  price: 'Price',
  siblingDiscount: planTerms.siblingDiscount,
  siblingRule: planTerms.siblingRule,
  siblingOff: planTerms.siblingOff,
  paidUntil: 'Paid until',
  /** Paying a period in parts (plans.yaml `instalments`). */
  parts: {
    legend: 'How would you like to pay?',
    full: (amount: string) => `All at once: ${amount}`,
    inParts: (parts: number, first: string, total: string) => `In ${parts} parts: ${first} now (${total} in all)`,
    rule: planTerms.instalmentRule,
    paying: (n: number, of: number, due: string) => `Part ${n} of ${of}, due ${due}`,
  },
  /** The line of the referral credit the price takes off (its amount, worded). */
  referralCredit: 'Referral credit',
  creditOff: (amount: string) => `${amount} off from your referral credits`,
  tryAgain: 'Try again',
  chat: 'Chat on WhatsApp',
} as const;

/** The shape of these words in any language. */
export type EnrollMessages = Wording<typeof words>;
