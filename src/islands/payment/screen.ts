// What differs between the payment screens: /pay (a plan) and /donatepay (a donation).
// Each page's island builds one of these; the card itself never asks which screen it is on.
import type { PaymentWords, PlanLineWords } from '../../i18n/en/payment';
import {
  donationAmountRuleIn,
  donationFromQuery,
  parseAmount,
  planAmountRule,
  planForAmount,
  type AmountRule,
  type PaymentForm,
  type PaymentMessages,
  type PaymentMode,
  type PlanChoice,
} from '../../domain/payment';
import { classesText, isCurrency, periodLabel, selectionFromQuery, type Currency, type PricedPlan } from '../../domain/pricing';

/** The page's words a screen speaks: the catalogue's payment areas (src/i18n/<language>/messages/) and the cards' own. */
export interface ScreenWords {
  messages: PaymentMessages;
  /** The card's own words; PaymentCard falls back to English (payment-words.ts), so /enroll
   *  loads them with the card rather than with the page. */
  card?: PaymentWords;
  /** The plan's classes line and period badge; the pricing helpers' English when absent. */
  plan?: PlanLineWords;
  /** The home page in the page's language ("Back to Home"). */
  home: string;
}

/** What the page's query string sets before the parent types. */
export interface QueryStart {
  amount: string;
  currency: Currency;
  /** /pay: the plan the pricing grid's Enroll chose; it wins when another plan has the same price. */
  chosen?: PlanChoice | null;
  /** /donatepay: the label and classes line the link carried. */
  title?: string | null;
  classes?: string | null;
  /** /enroll: the child's name and the family's email, known from the recommendation. */
  name?: string;
  email?: string;
}

/** The card's header for the form as it stands. */
export interface Summary {
  title: string;
  classes: string | null;
  badge: string | null;
  /** The plan and period Paystack's metadata names (plans only). */
  choice: PlanChoice | null;
}

export interface PaymentScreen {
  mode: PaymentMode;
  namePlaceholder: string;
  button: (currency: string) => string;
  /** The page's words, for everything the card says beside the screen's own lines. */
  words: ScreenWords;
  amountRule: AmountRule;
  fromQuery: (query: URLSearchParams) => QueryStart;
  summary: (form: PaymentForm, start: QueryStart | null) => Summary;
  /** /enroll: the recommendation Paystack's metadata names. */
  recommendationId?: string;
  /** /enroll with "renew automatically": the Paystack plan the card subscribes to. */
  planCode?: string;
  /** /enroll from a renewal reminder: the enrollment Paystack's metadata names. */
  enrollmentId?: string;
  /** /enroll paying one part of a period paid in parts: the part Paystack's metadata names. */
  instalment?: number;
  /** /enroll: what the page already knows (the student, the family's email), said instead of asked. */
  known?: { label: string; value: string }[];
}

/** The header's classes line and period badge in the page's words (the pricing helpers' English when none). */
function planLines(words: PlanLineWords | undefined): PlanLineWords {
  return words ?? { classes: classesText, period: (period) => periodLabel[period] };
}

/** /pay: amounts and plan names are derived from the plans data, never typed in. */
export function planScreen(plans: readonly PricedPlan[], words: ScreenWords): PaymentScreen {
  const { messages } = words;
  const card = planLines(words.plan);
  return {
    mode: 'plan',
    namePlaceholder: messages.payment.namePlaceholder,
    button: messages.payment.payButton,
    words,
    amountRule: planAmountRule(plans, messages),
    fromQuery(query) {
      const selection = selectionFromQuery(plans, query);
      if (selection) {
        return {
          amount: String(selection.amount),
          currency: selection.currency,
          chosen: { plan: selection.plan, period: selection.period },
        };
      }
      const currency = query.get('currency')?.toUpperCase();
      return { amount: '', currency: isCurrency(currency) ? currency : 'USD' };
    },
    // The card names the plan the entered amount pays for, the same lookup that fills
    // Paystack's metadata, so an edited amount never shows one plan while charging another.
    summary(form, start) {
      const choice = planForAmount(plans, form.currency, parseAmount(form.amount), start?.chosen);
      return {
        title: choice?.plan.name ?? messages.payment.defaultPlanName,
        classes: choice ? card.classes(choice.plan.classes) : null,
        badge: choice ? card.period(choice.period) : null,
        choice,
      };
    },
  };
}

/** /donatepay: amount, currency and label come from the donate screen's link. */
export function donationScreen(words: ScreenWords & { card: PaymentWords }): PaymentScreen {
  const { messages, card } = words;
  return {
    mode: 'donation',
    namePlaceholder: card.donorPlaceholder,
    button: messages.payment.donateButton,
    words,
    amountRule: donationAmountRuleIn(messages),
    fromQuery(query) {
      const donation = donationFromQuery(query);
      return { amount: donation.amount, currency: donation.currency, title: donation.planName, classes: donation.planClasses };
    },
    summary: (_form, start) => ({
      title: start?.title ?? messages.payment.defaultDonationName,
      classes: start?.classes ?? null,
      badge: null,
      choice: null,
    }),
  };
}

/** What /enroll pays for: a recommendation, priced from the plans data by the server. */
export interface EnrollOffer {
  id: string;
  studentName: string;
  email: string;
  plan: PricedPlan;
  period: PlanChoice['period'];
  currency: Currency;
  amount: number;
  /** Set when the parent keeps "renew automatically" on. */
  planCode?: string;
  /** A renewal of this enrollment (the reminder's link). */
  enrollmentId?: string;
  /** Paying this part of a period paid in parts (1: the first, which enrolls). */
  instalment?: number;
}

/** /enroll: the recommendation's plan, period and price; no other amount is accepted. */
export function enrollScreen(offer: EnrollOffer, wrongAmount: (price: number) => string, words: ScreenWords): PaymentScreen {
  const { messages } = words;
  const card = planLines(words.plan);
  const choice: PlanChoice = { plan: offer.plan, period: offer.period };
  return {
    mode: 'plan',
    namePlaceholder: messages.payment.namePlaceholder,
    button: messages.payment.payButton,
    words,
    amountRule: (amount, currency) => (amount === offer.amount && currency === offer.currency ? null : wrongAmount(offer.amount)),
    fromQuery: () => ({
      amount: String(offer.amount),
      currency: offer.currency,
      chosen: choice,
      name: offer.studentName,
      email: offer.email,
    }),
    summary: () => ({
      title: offer.plan.name,
      classes: card.classes(offer.plan.classes),
      badge: card.period(offer.period),
      choice,
    }),
    ...(offer.id ? { recommendationId: offer.id } : {}),
    ...(offer.planCode ? { planCode: offer.planCode } : {}),
    ...(offer.enrollmentId ? { enrollmentId: offer.enrollmentId } : {}),
    ...(offer.instalment ? { instalment: offer.instalment } : {}),
  };
}
