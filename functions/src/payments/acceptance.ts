// The server's acceptance rules for a Paystack transaction. Prices come from the same
// plans data file and pricing module the site uses: there is no second price list.
import { allowedPlanAmounts, isCurrency, isPeriod, planPrice, type Period, type PricedPlan } from '../../../src/domain/pricing';
import { cleanName } from '../../../src/domain/names';
import type { ExpectedPrice, Kind, PaymentRecord } from '../../../src/domain/payment-record';
import { authorizationKey } from './authorization';
import type { PaystackTransaction } from './paystack';
import { words as paymentWords } from '../../../src/i18n/en/console/payments';

const why = paymentWords.reasons;

// The record's shape is in src/domain/payment-record.ts, where enrollments/ reads it too.
export type { ExpectedPrice, Kind, PaymentRecord } from '../../../src/domain/payment-record';

/** `pending`: the charge is still under way and may yet succeed, so the refusal is not final. */
export type Check = { ok: true; record: PaymentRecord } | { ok: false; reason: string; pending?: true };

/**
 * Paystack statuses of a charge that has not finished: an M-Pesa prompt can wait on the
 * parent's phone for a while after the popup hands back its reference.
 */
const inProgress: ReadonlySet<unknown> = new Set(['pending', 'ongoing', 'processing', 'queued']);

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

export function metadataOf(data: PaystackTransaction): Record<string, unknown> {
  const meta = data.metadata;
  // Paystack hands metadata back as an object, or as a JSON string when it was sent as one.
  if (typeof meta === 'string') {
    try {
      const parsed: unknown = JSON.parse(meta);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
}

/** The Paystack plan code of a charge: Paystack gives the code, or the plan object holding it. */
function planCodeOf(data: PaystackTransaction): string | null {
  const plan = data.plan;
  const code = typeof plan === 'object' && plan !== null ? (plan as { plan_code?: unknown }).plan_code : plan;
  return typeof code === 'string' && /^PLN_[A-Za-z0-9]{1,60}$/.test(code) ? code : null;
}

/** Whether a charge's amount is a current price, and if not, why and what was expected. */
export type PriceVerdict =
  | { ok: true; plan: string | null; period: Period | null; creditUsed?: number }
  | { ok: false; reason: string; expected: ExpectedPrice | null };

/**
 * The decision for a successful charge of `amount` (main units) in `currency`: a donation
 * of any positive amount in KES or USD, or a plan at its current price (the named plan's,
 * when the metadata names one, else any plan's). `family`: the price this family pays for the
 * named plan (enrollments/family-price.ts), when the charge names its recommendation or
 * enrollment; then exactly that amount is accepted. Anything else goes to review.
 */
export function judgePrice(
  plans: readonly PricedPlan[],
  meta: Record<string, unknown>,
  amount: number,
  currency: string,
  family: ExpectedPrice | null = null,
): PriceVerdict {
  const kind = meta.kind ?? 'plan';
  if (kind !== 'plan' && kind !== 'donation') return { ok: false, reason: why.unknownKind, expected: null };
  if (!isCurrency(currency)) return { ok: false, reason: why.currency, expected: null };
  if (kind === 'donation') return { ok: true, plan: null, period: null };
  if (meta.plan === undefined && meta.period === undefined) {
    return allowedPlanAmounts(plans, currency).includes(amount)
      ? { ok: true, plan: null, period: null }
      : { ok: false, reason: why.notAPlanPrice, expected: null };
  }
  const chosen = plans.find((p) => p.id === meta.plan);
  if (!chosen || !isPeriod(meta.period)) return { ok: false, reason: why.unknownPlan, expected: null };
  const priced = family && family.plan === chosen.id && family.period === meta.period && family.currency === currency;
  // A part is accepted only at the part this family's schedule holds, never at a plan's own price.
  if (meta.instalment !== undefined && (!priced || family.instalment?.n !== meta.instalment)) {
    return { ok: false, reason: why.instalmentUnmatched, expected: family };
  }
  const price = priced ? family.amount : planPrice(chosen, meta.period, currency);
  if (price !== amount) {
    return {
      ok: false,
      reason: why.planMismatch,
      expected: { plan: chosen.id, period: meta.period, amount: price, currency },
    };
  }
  // The family's price spent its referral credit: the payment spends it (payments/record.ts).
  const credit = priced && family.creditUsed ? { creditUsed: family.creditUsed } : {};
  return { ok: true, plan: chosen.id, period: meta.period, ...credit };
}

/**
 * Accepts only a successful transaction for this exact reference with a positive amount;
 * judgePrice() decides whether it is recorded as a success or for review. What the charge
 * pays for is read from Paystack's own record of it (the metadata set when it was started),
 * never from the browser that verifies it: a renewal Paystack charged names no child, and
 * its subscription then says whose it is (enrollments/apply.ts).
 */
export function checkTransaction(
  data: PaystackTransaction,
  reference: string,
  plans: readonly PricedPlan[],
  family: ExpectedPrice | null = null,
): Check {
  if (inProgress.has(data.status)) return { ok: false, reason: why.pending, pending: true };
  if (data.status !== 'success') return { ok: false, reason: why.transaction(String(data.status ?? 'unknown')) };
  if (data.reference !== reference) return { ok: false, reason: why.referenceMismatch };
  const subunits = data.amount;
  if (typeof subunits !== 'number' || !Number.isSafeInteger(subunits) || subunits <= 0) {
    return { ok: false, reason: why.amount };
  }
  const currency = typeof data.currency === 'string' ? data.currency.trim().toUpperCase().slice(0, 8) : '';
  if (currency === '') return { ok: false, reason: why.currency };
  const amount = subunits / 100;
  const meta = metadataOf(data);
  const verdict = judgePrice(plans, meta, amount, currency, family);
  const kind: Kind = meta.kind === 'donation' ? 'donation' : 'plan';
  const planCode = planCodeOf(data);
  const authorization = authorizationKey(data.authorization);
  const common = {
    reference,
    kind,
    amount,
    amountSubunits: subunits,
    currency,
    // Stored as a plain name: markup, control, bidi and invisible characters dropped.
    studentName: cleanName(meta.studentName),
    email: text(data.customer?.email, 254),
    paidAt: text(data.paid_at, 40),
    channel: text(data.channel, 40),
    ...(typeof meta.recommendationId === 'string' && /^[A-Za-z0-9]{20}$/.test(meta.recommendationId)
      ? { recommendationId: meta.recommendationId }
      : {}),
    ...(planCode ? { planCode } : {}),
    ...(planCode && meta.kind === undefined ? { subscriptionCharge: true as const } : {}),
    ...(authorization ? { authorization } : {}),
    ...(typeof meta.enrollmentId === 'string' && /^([0-9a-f]{32}|[A-Za-z0-9]{20})$/.test(meta.enrollmentId)
      ? { renewsEnrollment: meta.enrollmentId }
      : {}),
  };
  if (verdict.ok) {
    const part = meta.instalment !== undefined && family?.instalment ? { instalment: family.instalment } : {};
    const credit = verdict.creditUsed ? { creditUsed: verdict.creditUsed } : {};
    return {
      ok: true,
      record: { ...common, ...part, status: 'success', plan: verdict.plan, period: verdict.period, ...credit },
    };
  }
  return {
    ok: true,
    record: {
      ...common,
      status: 'review',
      // What the charge said it paid for, so staff can see what the parent meant.
      plan: text(meta.plan, 40),
      period: isPeriod(meta.period) ? meta.period : null,
      reviewReason: verdict.reason,
      expected: verdict.expected,
    },
  };
}
