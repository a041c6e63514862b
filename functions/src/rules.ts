// The server's acceptance rules for a Paystack transaction. Prices come from the same
// plans data file and pricing module the site uses: there is no second price list.
import {
  allowedPlanAmounts,
  isCurrency,
  isPeriod,
  planPrice,
  type Currency,
  type Period,
  type PricedPlan,
} from '../../src/domain/pricing';
import { cleanName } from '../../src/domain/names';
import type { PaystackTransaction } from './paystack';

export type Kind = 'plan' | 'donation';

/** What payments/{reference} holds (less the server timestamp). */
export interface PaymentRecord {
  reference: string;
  status: 'success';
  kind: Kind;
  amount: number;
  amountSubunits: number;
  currency: Currency;
  plan: string | null;
  period: Period | null;
  studentName: string;
  email: string | null;
  paidAt: string | null;
  channel: string | null;
  /** The recommendation an /enroll payment pays for (metadata.recommendationId). */
  recommendationId?: string;
}

/** `pending`: the charge is still under way and may yet succeed, so the refusal is not final. */
export type Check = { ok: true; record: PaymentRecord } | { ok: false; reason: string; pending?: true };

/**
 * Paystack statuses of a charge that has not finished: an M-Pesa prompt can wait on the
 * parent's phone for a while after the popup hands back its reference.
 */
const inProgress: ReadonlySet<unknown> = new Set(['pending', 'ongoing', 'processing', 'queued']);

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

function metadataOf(data: PaystackTransaction): Record<string, unknown> {
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

/**
 * Accepts only a successful transaction for this exact reference, in KES or USD, whose
 * amount is a plan price (the chosen plan's, when the metadata names one) or, for a
 * donation, positive. The recorded name is the one Paystack holds in the metadata (set when the
 * charge was made); the verifying browser's `studentName` is only a fallback when it has none.
 */
export function checkTransaction(
  data: PaystackTransaction,
  reference: string,
  plans: readonly PricedPlan[],
  studentName?: string,
): Check {
  if (inProgress.has(data.status)) return { ok: false, reason: 'pending', pending: true };
  if (data.status !== 'success') return { ok: false, reason: `transaction ${String(data.status ?? 'unknown')}` };
  if (data.reference !== reference) return { ok: false, reason: 'reference mismatch' };
  const currency = typeof data.currency === 'string' ? data.currency.toUpperCase() : '';
  if (!isCurrency(currency)) return { ok: false, reason: 'currency not accepted' };
  const subunits = data.amount;
  if (typeof subunits !== 'number' || !Number.isSafeInteger(subunits) || subunits <= 0) {
    return { ok: false, reason: 'amount not accepted' };
  }
  const amount = subunits / 100;
  const meta = metadataOf(data);
  const kind = meta.kind ?? 'plan';
  let plan: string | null = null;
  let period: Period | null = null;

  if (kind === 'donation') {
    // Any positive amount is a valid donation.
  } else if (kind === 'plan') {
    if (!allowedPlanAmounts(plans, currency).includes(amount)) return { ok: false, reason: 'amount not a plan price' };
    if (meta.plan !== undefined || meta.period !== undefined) {
      const chosen = plans.find((p) => p.id === meta.plan);
      if (!chosen || !isPeriod(meta.period)) return { ok: false, reason: 'unknown plan' };
      if (planPrice(chosen, meta.period, currency) !== amount) return { ok: false, reason: 'amount does not match plan' };
      plan = chosen.id;
      period = meta.period;
    }
  } else {
    return { ok: false, reason: 'unknown payment kind' };
  }

  return {
    ok: true,
    record: {
      reference,
      status: 'success',
      kind,
      amount,
      amountSubunits: subunits,
      currency,
      plan,
      period,
      // Stored as a plain name: markup, control, bidi and invisible characters dropped.
      studentName: cleanName(meta.studentName) || cleanName(studentName),
      email: text(data.customer?.email, 254),
      paidAt: text(data.paid_at, 40),
      channel: text(data.channel, 40),
      ...(typeof meta.recommendationId === 'string' && /^[A-Za-z0-9]{20}$/.test(meta.recommendationId)
        ? { recommendationId: meta.recommendationId }
        : {}),
    },
  };
}
