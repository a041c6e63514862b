// Payment form rules, the verification retry policy and the Paystack transaction options.
// Pure: no DOM, no fetch, no Paystack. The islands and services call these.
import { emailMessage } from './email';
import type { Messages } from '../i18n/en/messages';
import { words as paymentMessages } from '../i18n/en/messages/payment';
import { words as emailMessages } from '../i18n/en/messages/email';
import { allowedPlanAmounts, isCurrency, periods, planPrice, type Currency, type Period, type PricedPlan } from './pricing';

/** The parts of the messages area (src/i18n/en/messages/) a payment form speaks. */
export type PaymentMessages = Pick<Messages, 'payment' | 'email'>;
const english: PaymentMessages = { payment: paymentMessages, email: emailMessages };

export type PaymentMode = 'plan' | 'donation';

export interface PaymentForm {
  /**
   * The full name typed on the card: the student's on /pay, the donor's on /donatepay.
   * Paystack's metadata and the stored payment keep it under the key `studentName` on both pages.
   */
  name: string;
  email: string;
  /** As typed in the amount field (a number input gives a string). */
  amount: string;
  currency: Currency;
}

export type PaymentField = 'name' | 'email' | 'amount';

/** Why the form may not go to Paystack yet, and which field to mark. */
export interface FieldProblem {
  field: PaymentField;
  message: string;
}

/** The amount rule of one payment screen: the message for a refused amount, or null. */
export type AmountRule = (amount: number, currency: Currency) => string | null;

/** /pay: exactly one of the plan prices of the currency, from the plans data. Refused in `words`' language. */
export const planAmountRule =
  (plans: readonly PricedPlan[], words: Pick<Messages, 'payment'> = english): AmountRule =>
  (amount, currency) =>
    Number.isFinite(amount) && allowedPlanAmounts(plans, currency).includes(amount)
      ? null
      : words.payment.invalidPlanAmount(currency);

/** /donatepay: any amount of at least one subunit, refused in `words`' language. */
export const donationAmountRuleIn =
  (words: Pick<Messages, 'payment'>): AmountRule =>
  (amount) =>
    Number.isFinite(amount) && amount > 0 && toSubunits(amount) > 0 ? null : words.payment.amountNotPositive;

export const donationAmountRule: AmountRule = donationAmountRuleIn(english);

/** The amount field as a number, or NaN when it is not one. */
export function parseAmount(value: string): number {
  const trimmed = value.trim();
  if (trimmed === '') return Number.NaN;
  return Number(trimmed);
}

/** The pay button stays disabled until every field holds something. */
export function hasEmptyField(form: PaymentForm): boolean {
  return form.name === '' || form.email === '' || form.amount === '';
}

/**
 * The first problem with the form, or null when it may go to Paystack, in this order: all
 * fields (the first empty one is marked), email, then the screen's amount rule.
 */
export function validatePaymentForm(
  form: PaymentForm,
  amountRule: AmountRule,
  words: PaymentMessages = english,
): FieldProblem | null {
  const empty = (['name', 'email', 'amount'] as const).find((field) => form[field].trim() === '');
  if (empty) return { field: empty, message: words.payment.fillAllFields };
  const badEmail = emailMessage(form.email, words);
  if (badEmail) return { field: 'email', message: badEmail };
  const refused = amountRule(parseAmount(form.amount), form.currency);
  return refused ? { field: 'amount', message: refused } : null;
}

/** Paystack counts in subunits (cents): the amount times 100, as a whole number. */
export function toSubunits(amount: number): number {
  return Math.round(amount * 100);
}

export interface PlanChoice {
  plan: PricedPlan;
  period: Period;
}

/**
 * Which plan and period a /pay amount pays for: the chosen one when the amount is its
 * price, else the first plan and period with that price, else null.
 */
export function planForAmount(
  plans: readonly PricedPlan[],
  currency: Currency,
  amount: number,
  chosen?: PlanChoice | null,
): PlanChoice | null {
  if (chosen && planPrice(chosen.plan, chosen.period, currency) === amount) return chosen;
  for (const plan of plans) {
    for (const period of periods) {
      if (planPrice(plan, period, currency) === amount) return { plan, period };
    }
  }
  return null;
}

export interface PaymentMetadata {
  studentName: string;
  kind: PaymentMode;
  plan?: string;
  period?: Period;
  /** On /enroll: the recommendation the payment pays for (the server checks it matches). */
  recommendationId?: string;
  /** On /enroll from a renewal reminder: the enrollment the payment renews (the server checks it matches). */
  enrollmentId?: string;
  /** Paying one part of a period paid in parts: its number (the server checks the amount is that part's). */
  instalment?: number;
}

/** What `new PaystackPop().newTransaction(...)` receives, less the callbacks. */
export interface TransactionOptions {
  key: string;
  email: string;
  amount: number;
  currency: Currency;
  metadata: PaymentMetadata;
  channels: string[];
  /** A Paystack plan: the card is charged again each period (a subscription). */
  planCode?: string;
}

/**
 * Whether M-Pesa (Paystack's mobile_money channel) is offered: only for shillings, and never
 * for a subscription, since Paystack renews cards alone. The popup's channels and the card's
 * words both follow it.
 */
export function paysByMpesa(currency: string, planCode?: string): boolean {
  return currency === 'KES' && !planCode;
}

export function transactionOptions(input: {
  publicKey: string;
  form: PaymentForm;
  mode: PaymentMode;
  choice?: PlanChoice | null;
  recommendationId?: string;
  enrollmentId?: string;
  instalment?: number;
  /** Renew automatically: Paystack subscribes the card to this plan (cards only). */
  planCode?: string;
}): TransactionOptions {
  const { form, mode, choice } = input;
  const currency = form.currency.toUpperCase();
  if (!isCurrency(currency)) throw new Error(`Unsupported currency ${form.currency}`);
  // The metadata key is studentName on every page; on a donation it carries the donor's name.
  const metadata: PaymentMetadata = { studentName: form.name.trim(), kind: mode };
  if (mode === 'plan' && choice) {
    metadata.plan = choice.plan.id;
    metadata.period = choice.period;
    if (input.recommendationId) metadata.recommendationId = input.recommendationId;
    if (input.enrollmentId) metadata.enrollmentId = input.enrollmentId;
    if (input.instalment) metadata.instalment = input.instalment;
  }
  return {
    key: input.publicKey,
    email: form.email.trim(),
    amount: toSubunits(parseAmount(form.amount)),
    currency,
    metadata,
    channels: paysByMpesa(currency, input.planCode) ? ['card', 'mobile_money'] : ['card'],
    ...(input.planCode ? { planCode: input.planCode } : {}),
  };
}

// ---- Query strings ---------------------------------------------------------------------

export interface DonationQuery {
  amount: string;
  currency: Currency;
  planName: string | null;
  planClasses: string | null;
}

/** /donatepay's query: amount, currency (USD when absent or unknown) and planName. */
export function donationFromQuery(query: URLSearchParams): DonationQuery {
  const currency = query.get('currency')?.toUpperCase();
  const amount = parseAmount(query.get('amount') ?? '');
  return {
    amount: Number.isFinite(amount) && amount > 0 ? String(amount) : '',
    currency: isCurrency(currency) ? currency : 'USD',
    planName: query.get('planName')?.trim() || null,
    planClasses: query.get('planClasses')?.trim() || null,
  };
}

export const donationPresets = [500, 1000, 2000, 5000, 10000, 20000] as const;

/** The /donatepay link the donate screen builds; `planName` is the gift's name in the page's words. */
export function donatePayHref(amount: number, currency: Currency, planName: string): string {
  const query = new URLSearchParams({ amount: String(amount), currency, planName });
  return `/donatepay?${query.toString()}`;
}
