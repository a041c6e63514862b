// What differs between the payment screens: /pay (a plan) and /donatepay (a donation).
// Each page's island builds one of these; the card itself never asks which screen it is on.
import { messages } from '../../domain/messages';
import {
  donationAmountRule,
  donationFromQuery,
  parseAmount,
  planAmountRule,
  planForAmount,
  type AmountRule,
  type PaymentForm,
  type PaymentMode,
  type PlanChoice,
} from '../../domain/payment';
import { classesText, isCurrency, periodLabel, selectionFromQuery, type Currency, type PricedPlan } from '../../domain/pricing';

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
  amountRule: AmountRule;
  fromQuery: (query: URLSearchParams) => QueryStart;
  summary: (form: PaymentForm, start: QueryStart | null) => Summary;
  /** /enroll: the recommendation Paystack's metadata names. */
  recommendationId?: string;
  /** /enroll with "renew automatically": the Paystack plan the card subscribes to. */
  planCode?: string;
  /** /enroll from a renewal reminder: the enrollment Paystack's metadata names. */
  enrollmentId?: string;
  /** /enroll: what the page already knows (the student, the family's email), said instead of asked. */
  known?: { label: string; value: string }[];
}

/** /pay: amounts and plan names are derived from the plans data, never typed in. */
export function planScreen(plans: readonly PricedPlan[]): PaymentScreen {
  return {
    mode: 'plan',
    namePlaceholder: messages.payment.namePlaceholder,
    button: messages.payment.payButton,
    amountRule: planAmountRule(plans),
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
        classes: choice ? classesText(choice.plan.classes) : null,
        badge: choice ? periodLabel[choice.period] : null,
        choice,
      };
    },
  };
}

/** /donatepay: amount, currency and label come from the donate screen's link. */
export const donationScreen: PaymentScreen = {
  mode: 'donation',
  namePlaceholder: 'Enter your full name',
  button: messages.payment.donateButton,
  amountRule: donationAmountRule,
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
}

/** /enroll: the recommendation's plan, period and price; no other amount is accepted. */
export function enrollScreen(offer: EnrollOffer, wrongAmount: (price: number) => string): PaymentScreen {
  const choice: PlanChoice = { plan: offer.plan, period: offer.period };
  return {
    mode: 'plan',
    namePlaceholder: messages.payment.namePlaceholder,
    button: messages.payment.payButton,
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
      classes: classesText(offer.plan.classes),
      badge: periodLabel[offer.period],
      choice,
    }),
    ...(offer.id ? { recommendationId: offer.id } : {}),
    ...(offer.planCode ? { planCode: offer.planCode } : {}),
    ...(offer.enrollmentId ? { enrollmentId: offer.enrollmentId } : {}),
  };
}
