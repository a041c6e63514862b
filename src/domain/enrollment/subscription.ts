// A card enrollment that renews by itself: the state of its Paystack subscription, as the
// webhooks tell it, and what each event does to the enrollment. Paystack may send an event
// twice or out of order, so each fact is the one of the newest event that set it (by the
// event's own time, ties broken by value), never of the latest to arrive: the same events
// in any order end in the same state. Pure.
import type { Period } from '../pricing';

/** Paystack's plan interval for each billing period of plans.yaml. */
export const PAYSTACK_INTERVAL: Record<Period, 'monthly' | 'quarterly' | 'annually'> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'annually',
};

/** paystackPlans/{id}: the Paystack plan of one plan, period and currency. */
export const paystackPlanId = (plan: string, period: Period, currency: string) => `${plan}-${period}-${currency}`;

/** Paystack's subscription statuses; `attention` means a charge failed and it will try again. */
export type SubscriptionStatus = 'active' | 'non-renewing' | 'attention' | 'completed' | 'cancelled';

export interface Card {
  last4: string;
  expMonth: string;
  expYear: string;
  brand: string;
}

/** subscriptions/{code}: what the webhooks said, with the time each fact was last set. */
export interface SubscriptionState {
  code: string;
  planCode: string;
  email: string;
  /** The hash of the card's Paystack authorization it charges, as it was created with: links it to our own charge. */
  authorization: string | null;
  status: SubscriptionStatus;
  /** When status was last set (ms since epoch). */
  statusAt: number;
  /** Paystack's secret for enable/disable calls: never shown to a browser, dropped once cancelled. */
  emailToken: string | null;
  /** An ended status was heard, so the token is not kept (applySubscriptionEvent). */
  tokenDropped?: true;
  nextPaymentDate: string | null;
  nextPaymentAt: number;
  card: Card | null;
  cardAt: number;
}

/** A subscription event as the webhook reader (functions) keeps it. */
export type SubscriptionEvent =
  | {
      kind: 'created';
      code: string;
      planCode: string;
      email: string;
      authorization: string | null;
      status: SubscriptionStatus;
      emailToken: string | null;
      nextPaymentDate: string | null;
      card: Card | null;
      at: number;
    }
  | { kind: 'status'; code: string; status: SubscriptionStatus; at: number }
  | { kind: 'invoice-paid'; code: string; nextPaymentDate: string | null; at: number }
  | { kind: 'invoice-failed'; code: string; periodStart: string; at: number }
  | { kind: 'card'; code: string; card: Card; at: number };

const STATUSES: readonly SubscriptionStatus[] = ['active', 'non-renewing', 'attention', 'completed', 'cancelled'];
export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  STATUSES.includes(value as SubscriptionStatus);

/** A fact replaces the stored one only when it is newer; on a tie the higher value wins, so order never matters. */
function newer<T>(stored: T, storedAt: number, next: T, nextAt: number): [T, number] {
  if (nextAt > storedAt) return [next, nextAt];
  if (nextAt === storedAt && JSON.stringify(next) > JSON.stringify(stored)) return [next, nextAt];
  return [stored, storedAt];
}

function blank(e: SubscriptionEvent): SubscriptionState {
  return {
    code: e.code,
    planCode: '',
    email: '',
    authorization: null,
    status: 'active',
    statusAt: 0,
    emailToken: null,
    nextPaymentDate: null,
    nextPaymentAt: 0,
    card: null,
    cardAt: 0,
  };
}

/** Statuses that charge no more. Once one is heard the email token is dropped for good,
 *  whatever the order of the events (the server asks Paystack for it again should the
 *  family turn renewal back on, families/renewal.ts). */
const ENDED: readonly SubscriptionStatus[] = ['cancelled', 'completed'];

/** The subscription after one more event (also one that came before, or again). */
export function applySubscriptionEvent(current: SubscriptionState | null, e: SubscriptionEvent): SubscriptionState {
  const s = withEvent(current, e);
  const ends = 'status' in e && ENDED.includes(e.status);
  return ends || current?.tokenDropped ? { ...s, emailToken: null, tokenDropped: true } : s;
}

function withEvent(current: SubscriptionState | null, e: SubscriptionEvent): SubscriptionState {
  const s = { ...(current ?? blank(e)) };
  switch (e.kind) {
    case 'created':
      // The plan, payer, first card and token never change; a later event may already have set the rest.
      s.planCode = s.planCode || e.planCode;
      s.email = s.email || e.email;
      s.authorization = s.authorization ?? e.authorization;
      s.emailToken = s.emailToken ?? e.emailToken;
      [s.status, s.statusAt] = newer(s.status, s.statusAt, e.status, e.at);
      [s.nextPaymentDate, s.nextPaymentAt] = newer(s.nextPaymentDate, s.nextPaymentAt, e.nextPaymentDate, e.at);
      if (e.card) [s.card, s.cardAt] = newer(s.card, s.cardAt, e.card, e.at);
      return s;
    case 'status':
      [s.status, s.statusAt] = newer(s.status, s.statusAt, e.status, e.at);
      return s;
    case 'invoice-paid':
      // Paid: charging again as it should. Every fact is the newest event's, whatever the current one.
      [s.status, s.statusAt] = newer(s.status, s.statusAt, 'active', e.at);
      [s.nextPaymentDate, s.nextPaymentAt] = newer(s.nextPaymentDate, s.nextPaymentAt, e.nextPaymentDate, e.at);
      return s;
    case 'invoice-failed':
      [s.status, s.statusAt] = newer(s.status, s.statusAt, 'attention', e.at);
      return s;
    case 'card':
      [s.card, s.cardAt] = newer(s.card, s.cardAt, e.card, e.at);
      return s;
  }
}

/** Whether the subscription will charge the card at its next date (renewal reminders are then not sent). */
export const renewsAutomatically = (s: Pick<SubscriptionState, 'status'> | null | undefined): boolean =>
  s?.status === 'active' || s?.status === 'attention';

/**
 * Whether a failed renewal leaves the enrollment past due: only when the period the invoice
 * was for is still unpaid. A failure that arrives after a later success of the same period
 * (or a failure of an old period) changes nothing.
 */
export function failureMakesPastDue(paidUntil: string, periodStart: string): boolean {
  return paidUntil <= periodStart;
}

/** What the family's dashboard reads of a subscription (enrollments/{id}.subscription). */
export interface ShownSubscription {
  status: SubscriptionStatus;
  nextPaymentDate: string | null;
  card: Card | null;
}

/** The stored copy on an enrollment, or null when it is not one. */
export function readShownSubscription(value: unknown): ShownSubscription | null {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (!isSubscriptionStatus(v.status)) return null;
  const c = (typeof v.card === 'object' && v.card !== null ? v.card : null) as Record<string, unknown> | null;
  const card =
    c && typeof c.last4 === 'string' && typeof c.expMonth === 'string' && typeof c.expYear === 'string'
      ? { last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, brand: typeof c.brand === 'string' ? c.brand : '' }
      : null;
  return { status: v.status, nextPaymentDate: typeof v.nextPaymentDate === 'string' ? v.nextPaymentDate : null, card };
}
