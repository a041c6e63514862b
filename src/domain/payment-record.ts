// The stored shape of a Paystack payment (payments/{reference}): payments/acceptance.ts
// makes it, enrollments/ applies it to a family's plan. Pure types.
import type { Currency, Period } from './pricing';
import type { Language } from '../i18n/languages';

export type Kind = 'plan' | 'donation';

/** The current price a charge should have had: the plan and period its metadata named. */
export interface ExpectedPrice {
  plan: string;
  period: Period;
  amount: number;
  currency: Currency;
  /** What the family's referral credits took off that price, in subunits (absent: none). */
  creditUsed?: number;
  /** A part of a price paid in parts: its number, and (the first part) every part's amount in subunits. */
  instalment?: PaidPart;
}

/** What a charge paying one part of a price carries (metadata.instalment names `n`). */
export interface PaidPart {
  n: number;
  parts?: number[];
}

/**
 * What payments/{reference} holds (less the server timestamp). `success`: the charge is a
 * current price (or a positive donation). `review`: Paystack took the money but the amount,
 * currency or metadata is not a current price (a tab left open while plans.yaml changed, a
 * cached page): recorded so that staff confirm the plan or refund, never dropped.
 */
export interface PaymentRecord {
  reference: string;
  status: 'success' | 'review';
  kind: Kind;
  amount: number;
  amountSubunits: number;
  /** KES or USD; on a review, whatever currency Paystack charged in. */
  currency: string;
  plan: string | null;
  period: Period | null;
  studentName: string;
  email: string | null;
  paidAt: string | null;
  channel: string | null;
  /** Review only: why the charge is not a current price. */
  reviewReason?: string;
  /** Review only: the price the named plan has now, or null when no current price applies. */
  expected?: ExpectedPrice | null;
  /** The language of the page that paid (absent from the webhook): the enrollment's mail and messages go in it. */
  language?: Language;
  /** The recommendation an /enroll payment pays for (metadata.recommendationId). */
  recommendationId?: string;
  /** The Paystack plan charged, when the charge belongs to a subscription (PLN_…). */
  planCode?: string;
  /**
   * A plan's charge that Paystack made for a subscription: it carries none of our metadata
   * (every transaction the site starts names its kind), so only the subscription says what it pays for.
   */
  subscriptionCharge?: true;
  /** The hash of the paying card's authorization (authorization.ts): its subscription is linked by it. */
  authorization?: string;
  /** The enrollment a renewal reminder's payment renews (metadata.enrollmentId), checked in apply.ts. */
  renewsEnrollment?: string;
  /** The part of a price paid in parts this charge pays, matched to this family's schedule (acceptance.ts). */
  instalment?: PaidPart;
  /** Subunits the family's referral credits took off its price (ExpectedPrice.creditUsed): spent with this payment. */
  creditUsed?: number;
}
