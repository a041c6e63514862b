// What the pricing grid shows for every choice of currency and billing period. The page renders
// all of them and its CSS shows the checked one, so the grid needs no script
// (src/components/sections/PricingGrid.astro).
import {
  currencies,
  formatMoney,
  payHref,
  periods,
  planPrice,
  struckPrice,
  type Currency,
  type Period,
  type PricedPlan,
} from './pricing';
import { familyPrice, totalAmount } from './family-price';

export interface GridChoice {
  currency: Currency;
  period: Period;
  /** "KES 5,700" */
  price: string;
  /** The undiscounted price, struck through; null for monthly. */
  struck: string | null;
  /** What a child the plan's sibling rule reaches pays (family-price.ts); null without a rule. */
  sibling: string | null;
  /** Where Enroll leads: /pay with the plan, period and currency, under the page's language. */
  href: string;
}

/** Every currency and period, the first of each (KES, monthly) first: the grid's default. */
export const gridChoices: { currency: Currency; period: Period }[] = currencies.flatMap((currency) =>
  periods.map((period) => ({ currency, period })),
);

/** One plan's figures and Enroll link for every choice; `pathPrefix` is '' in English, '/sw' in Kiswahili. */
export function planChoices(plan: PricedPlan, pathPrefix = ''): GridChoice[] {
  return gridChoices.map(({ currency, period }) => {
    const struck = struckPrice(plan, period, currency);
    const rule = plan.siblingDiscount;
    const sibling = rule ? totalAmount(familyPrice({ plan, period, currency, childPlace: rule.fromChild })) : null;
    return {
      currency,
      period,
      price: formatMoney(planPrice(plan, period, currency), currency),
      struck: struck === null ? null : formatMoney(struck, currency),
      sibling: sibling === null ? null : formatMoney(sibling, currency),
      href: pathPrefix + payHref(plan, period, currency),
    };
  });
}
