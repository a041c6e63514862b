// Pricing rules. Prices come only from the plans data file (src/content/plans.yaml);
// everything here derives from plans passed in, so the grid, /pay and the server agree.

export const currencies = ['KES', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const periods = ['monthly', 'quarterly', 'yearly'] as const;
export type Period = (typeof periods)[number];

export interface Price {
  kes: number;
  usd: number;
  /** Quarterly and yearly prices: percent off the monthly price times the months ("5% off"). */
  off?: number;
  /** Quarterly and yearly: the period may be paid in parts (enrollment/instalments.ts). */
  instalments?: InstalmentTerms | undefined;
}

/** plans.yaml `instalments` of a period: its parts, the surcharge percent, and the days' grace after each part falls due. */
export interface InstalmentTerms {
  parts: number;
  surchargePercent: number;
  graceDays: number;
}

/** plans.yaml `siblingDiscount`: `percent` off for the `fromChild`-th child of a family and every later one. */
export interface SiblingDiscount {
  percent: number;
  fromChild: number;
}

/** The fields of a plan that pricing needs (a plan entry from the data file fits). */
export interface PricedPlan {
  id: string;
  name: string;
  classes: number;
  monthly: Price;
  quarterly: Price;
  yearly: Price;
  /** Absent: no sibling discount on this plan (family-price.ts applies it). */
  siblingDiscount?: SiblingDiscount | undefined;
  /** Absent: a first payment on this plan earns no referral credit (domain/referrals.ts). */
  referral?: { credit: Price; cap: number } | undefined;
}

/** How many months each billing period covers; the struck-through price is monthly x this. */
export const periodMonths: Record<Period, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** A discount badge in English: "5% off", or "up to 10% off" when the plans' discounts differ. */
export const discountBadge = (percent: number, same: boolean): string => (same ? `${percent}% off` : `up to ${percent}% off`);

/**
 * The period toggle's badge, from the discount the plans data gives that period (worded by
 * `badge`, in the page's language), or null when no plan has a discount for it.
 */
export function periodBadge(
  plans: readonly PricedPlan[],
  period: Period,
  badge: (percent: number, same: boolean) => string = discountBadge,
): string | null {
  const offs = plans.map((plan) => plan[period].off ?? 0);
  const most = Math.max(0, ...offs);
  if (most === 0) return null;
  return badge(
    most,
    offs.every((off) => off === most),
  );
}

export const periodLabel: Record<Period, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** Per-period suffix shown after a price, e.g. "/month". */
export const periodSuffix: Record<Period, string> = {
  monthly: '/month',
  quarterly: '/quarter',
  yearly: '/year',
};

const key = (currency: Currency) => (currency === 'KES' ? 'kes' : 'usd');

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (periods as readonly string[]).includes(value);
}

export function planPrice(plan: PricedPlan, period: Period, currency: Currency): number {
  return plan[period][key(currency)];
}

/** The undiscounted price for the period (monthly x 3 or x 12), or null for monthly. */
export function struckPrice(plan: PricedPlan, period: Period, currency: Currency): number | null {
  if (period === 'monthly') return null;
  return plan.monthly[key(currency)] * periodMonths[period];
}

/**
 * How far a period's price may stray from the monthly price x its months less its discount:
 * the school rounds dollar prices to whole dollars (1,047.60 becomes 1,053 in the starting
 * plans), so a price within 1 percent keeps its badge honest.
 */
export const DISCOUNT_TOLERANCE = 0.01;

/** The price a period's discount promises: monthly x months less `off` percent. */
export function discountedPrice(monthly: number, period: Period, off: number): number {
  return monthly * periodMonths[period] * (1 - off / 100);
}

/** A price that breaks its discount: the price it should be near and how that is reached, digits grouped. */
export interface DiscountProblem {
  expected: string;
  monthly: string;
  months: number;
  off: number;
}

/**
 * Why a quarterly or yearly price breaks its discount (the content check words it for
 * editors), or null when it keeps it (within DISCOUNT_TOLERANCE).
 */
export function discountProblem(
  plan: Pick<PricedPlan, 'monthly'> & Record<Period, Price>,
  period: Period,
  currency: Currency,
): DiscountProblem | null {
  if (period === 'monthly') return null;
  const k = key(currency);
  const off = plan[period].off ?? 0;
  const expected = discountedPrice(plan.monthly[k], period, off);
  const price = plan[period][k];
  if (Math.abs(price - expected) <= expected * DISCOUNT_TOLERANCE) return null;
  return {
    expected: groupedDigits(Math.round(expected)),
    monthly: groupedDigits(plan.monthly[k]),
    months: periodMonths[period],
    off,
  };
}

/** Every price a plan payment may be for, in plan order then period order. */
export function allowedPlanAmounts(plans: readonly PricedPlan[], currency: Currency): number[] {
  return plans.flatMap((plan) => periods.map((period) => planPrice(plan, period, currency)));
}

/**
 * "13,000", "1,234.5": thousands grouped with commas, at most two decimals, as en-US writes
 * them. Written out rather than asked of Intl, whose first use costs a slow phone a large
 * share of the payment form's hydration.
 */
function groupedDigits(amount: number): string {
  const [whole = '0', fraction = ''] = (Math.round(amount * 100) / 100).toFixed(2).split('.');
  const cents = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return cents ? `${grouped}.${cents}` : grouped;
}

/** "KES 13,000" or "$97": how the site writes an amount. */
export function formatMoney(amount: number, currency: Currency): string {
  const digits = groupedDigits(amount);
  return currency === 'KES' ? `KES ${digits}` : `$${digits}`;
}

/** "3 classes per week", the plan classes text carried to /pay. */
export function classesText(classes: number): string {
  return `${classes} ${classes === 1 ? 'class' : 'classes'} per week`;
}

/** The /pay link Enroll builds: plan, period and currency travel in the URL. */
export function payHref(plan: Pick<PricedPlan, 'id'>, period: Period, currency: Currency): string {
  const query = new URLSearchParams({ plan: plan.id, period, currency });
  return `/pay?${query.toString()}`;
}

export interface PlanSelection {
  plan: PricedPlan;
  period: Period;
  currency: Currency;
  amount: number;
}

/** Reads /pay's query back into a plan selection, or null when it names no known plan. */
export function selectionFromQuery(plans: readonly PricedPlan[], query: URLSearchParams): PlanSelection | null {
  const plan = plans.find((p) => p.id === query.get('plan'));
  const period = query.get('period');
  const currency = query.get('currency')?.toUpperCase();
  if (!plan || !isPeriod(period) || !isCurrency(currency)) return null;
  return { plan, period, currency, amount: planPrice(plan, period, currency) };
}
