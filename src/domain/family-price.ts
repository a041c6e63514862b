// What one family pays for a plan, a period and a child: the period's price (plans.yaml), less
// the plan's sibling discount when the child's place in the family reaches it, less a credit
// the family holds. The browser shows it and the server charges and accepts it: one function.
// Pure. Amounts are integer subunits (cents), as Paystack counts.
//
// Rounding: the sibling discount is rounded to a whole unit (a whole shilling or dollar, a half
// going to the family), so every price stays whole, as plans.yaml's are and as M-Pesa pays; and
// at least one whole unit is always left to pay.
import { planPrice, type Currency, type Period, type PricedPlan } from './pricing';
import { instalmentAmounts, instalmentTermsOf, type InstalmentAmounts } from './enrollment/instalments';

export interface PriceRequest {
  plan: PricedPlan;
  period: Period;
  currency: Currency;
  /**
   * The child's place in the family, from 1: one plus the family's other children holding an
   * active (or in-grace) enrollment that began before this child's (siblingPlace).
   */
  childPlace: number;
  /** Credit the family may spend on this payment, in subunits of `currency`: its referral credits' balance (referrals.ts creditBalance). */
  creditAvailable?: number;
}

export interface FamilyPrice {
  currency: Currency;
  /** The period's price, in subunits. */
  full: number;
  /** Off for the sibling rule, in subunits (0 when it does not apply). */
  siblingOff: number;
  /** The sibling rule's percent when it applied, else 0. */
  siblingPercent: number;
  /** Credit spent, in subunits. */
  creditUsed: number;
  /** What the family pays, in subunits: full - siblingOff - creditUsed. */
  total: number;
  /** The same price paid in parts, when plans.yaml allows it for the period (instalments.ts rounds them). */
  instalments?: InstalmentAmounts;
}

const UNIT = 100;

/** Whether the plan's sibling rule applies to the child at `childPlace`. */
export function siblingApplies(plan: PricedPlan, childPlace: number): boolean {
  const rule = plan.siblingDiscount;
  return Boolean(rule && rule.percent > 0 && childPlace >= rule.fromChild);
}

/**
 * The credit a charge of `amount` subunits takes from `available`: in whole units (a part of a unit
 * stays with the family for later), and never all of it, since Paystack charges no zero amount.
 * Also what a card renewal, whose amount is fixed at Paystack, gives back (payments/renewal-credit.ts).
 */
export const creditOn = (amount: number, available: number): number =>
  Math.max(0, Math.min(Math.max(0, Math.floor(available / UNIT) * UNIT), amount - UNIT));

export function familyPrice(request: PriceRequest): FamilyPrice {
  const { plan, period, currency } = request;
  const whole = planPrice(plan, period, currency);
  const full = whole * UNIT;
  const percent = siblingApplies(plan, request.childPlace) ? Math.min(plan.siblingDiscount!.percent, 100) : 0;
  // Paystack charges no zero amount: neither rounding nor a credit leaves less than one whole unit to pay.
  const siblingOff = Math.min(Math.round((whole * percent) / 100) * UNIT, full - UNIT);
  const left = full - siblingOff;
  const creditUsed = creditOn(left, request.creditAvailable ?? 0);
  const total = left - creditUsed;
  const terms = instalmentTermsOf(plan, period);
  return {
    currency,
    full,
    siblingOff,
    siblingPercent: siblingOff > 0 ? percent : 0,
    creditUsed,
    total,
    ...(terms ? { instalments: instalmentAmounts(total, terms) } : {}),
  };
}

/** The total in whole units (the site's and Paystack's verify amounts). */
export const totalAmount = (price: FamilyPrice): number => price.total / UNIT;

/** A child's place for the sibling rule: one plus the others enrolled before it. */
export function siblingPlace(
  child: { nameKey: string; startedAtMs: number | null },
  enrolled: readonly { nameKey: string; startedAtMs: number }[],
): number {
  const before = new Set(
    enrolled
      .filter((e) => e.nameKey !== child.nameKey && (child.startedAtMs === null || e.startedAtMs < child.startedAtMs))
      .map((e) => e.nameKey),
  );
  return before.size + 1;
}
