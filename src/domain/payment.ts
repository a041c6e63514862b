// Payment form rules, the verification retry policy and the Paystack transaction options.
// Pure: no DOM, no fetch, no Paystack. The islands and services call these.
import { isValidEmail } from './email';
import { messages } from './messages';
import { allowedPlanAmounts, isCurrency, periods, planPrice, type Currency, type Period, type PricedPlan } from './pricing';

export type PaymentMode = 'plan' | 'donation';

export interface PaymentForm {
  studentName: string;
  email: string;
  /** As typed in the amount field (a number input gives a string). */
  amount: string;
  currency: Currency;
}

/** The amount field as a number, or NaN when it is not one. */
export function parseAmount(value: string): number {
  const trimmed = value.trim();
  if (trimmed === '') return Number.NaN;
  return Number(trimmed);
}

/** The pay button waits until every field holds something (the spec's disabled rule). */
export function hasEmptyField(form: PaymentForm): boolean {
  return form.studentName === '' || form.email === '' || form.amount === '';
}

/**
 * The first validation message for the form, or null when it may go to Paystack.
 * Order follows the spec: all fields, email, then the amount rule of the screen.
 */
export function validatePaymentForm(form: PaymentForm, mode: PaymentMode, plans: readonly PricedPlan[]): string | null {
  const amount = parseAmount(form.amount);
  if (!form.studentName.trim() || !form.email.trim() || form.amount.trim() === '') return messages.payment.fillAllFields;
  if (!isValidEmail(form.email)) return messages.payment.invalidEmail;
  if (mode === 'donation') {
    if (!Number.isFinite(amount) || amount <= 0 || toSubunits(amount) <= 0) return messages.payment.amountNotPositive;
    return null;
  }
  if (!Number.isFinite(amount) || !allowedPlanAmounts(plans, form.currency).includes(amount)) {
    return messages.payment.invalidPlanAmount(form.currency);
  }
  return null;
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
}

/** What `new PaystackPop().newTransaction(...)` receives, less the callbacks. */
export interface TransactionOptions {
  key: string;
  email: string;
  amount: number;
  currency: Currency;
  metadata: PaymentMetadata;
  channels: string[];
}

export function transactionOptions(input: {
  publicKey: string;
  form: PaymentForm;
  mode: PaymentMode;
  choice?: PlanChoice | null;
}): TransactionOptions {
  const { form, mode, choice } = input;
  const currency = form.currency.toUpperCase();
  if (!isCurrency(currency)) throw new Error(`Unsupported currency ${form.currency}`);
  const metadata: PaymentMetadata = { studentName: form.studentName.trim(), kind: mode };
  if (mode === 'plan' && choice) {
    metadata.plan = choice.plan.id;
    metadata.period = choice.period;
  }
  return {
    key: input.publicKey,
    email: form.email.trim(),
    amount: toSubunits(parseAmount(form.amount)),
    currency,
    metadata,
    // M-Pesa (Paystack's mobile_money channel) is offered only for shillings.
    channels: currency === 'KES' ? ['card', 'mobile_money'] : ['card'],
  };
}

// ---- Verification retry policy ------------------------------------------------------

export const verifyAttempts = 3;

/** Wait before attempt n+1 (n counts from 1): short, growing pauses. */
export function retryDelayMs(attempt: number): number {
  return 600 * attempt;
}

/** One verification attempt, as the client saw it. */
export type VerifyAttempt =
  | { kind: 'network' } // fetch threw: offline, DNS, connection reset
  | { kind: 'parse'; httpStatus: number } // a reply that is not the JSON we expect
  | { kind: 'answer'; httpStatus: number; status: unknown };

export type VerifyDecision =
  | { action: 'success' }
  | { action: 'retry' }
  | { action: 'fail'; message: string };

/**
 * What to do after an attempt. Network, parse and 5xx failures are retried; a definite
 * answer (any parsed reply below 500) is final. On the last attempt a network, parse or
 * server (5xx) failure reads "Server error. Try again later."; a definite non-success
 * reads "Payment verification failed.".
 */
export function decideVerification(result: VerifyAttempt, attempt: number, attempts = verifyAttempts): VerifyDecision {
  if (result.kind === 'answer' && result.httpStatus < 500) {
    return result.status === 'success' && result.httpStatus < 300
      ? { action: 'success' }
      : { action: 'fail', message: messages.payment.verificationFailed };
  }
  if (attempt < attempts) return { action: 'retry' };
  return { action: 'fail', message: messages.payment.serverError };
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

/** The /donatepay link the donate screen builds. */
export function donatePayHref(amount: number, currency: Currency): string {
  const query = new URLSearchParams({ amount: String(amount), currency, planName: 'Donation' });
  return `/donatepay?${query.toString()}`;
}
