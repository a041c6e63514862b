// The pricing rules, on made-up plans (tests/support/plans.ts), so a price change turns
// no test red; plans.yaml itself is held to its schema (tests/unit/content/plans-data.test.ts).
import { describe, expect, it } from 'vitest';
import {
  allowedPlanAmounts,
  classesText,
  currencies,
  formatMoney,
  payHref,
  periodBadge,
  periods,
  planPrice,
  selectionFromQuery,
  struckPrice,
} from '../../../src/domain/pricing';
import { plans } from '../../support/plans';

const [basic, plus] = plans as [(typeof plans)[0], (typeof plans)[0]];

describe('planPrice and struckPrice', () => {
  it('reads the price of a period in a currency', () => {
    expect(planPrice(basic, 'monthly', 'KES')).toBe(1000);
    expect(planPrice(basic, 'quarterly', 'USD')).toBe(29);
    expect(planPrice(plus, 'yearly', 'KES')).toBe(21600);
  });

  it('strikes through monthly x 3 quarterly and x 12 yearly, nothing monthly', () => {
    expect(struckPrice(plus, 'monthly', 'KES')).toBeNull();
    expect(struckPrice(plus, 'quarterly', 'KES')).toBe(6000);
    expect(struckPrice(plus, 'yearly', 'USD')).toBe(240);
  });

  it('writes amounts the way the site does', () => {
    expect(formatMoney(156000, 'KES')).toBe('KES 156,000');
    expect(formatMoney(1164, 'USD')).toBe('$1,164');
  });

  it('writes amounts as en-US does: commas every three digits, at most two decimals', () => {
    const amounts = [0, 1, 5, 12, 97, 100, 999, 1000, 1234.5, 10.25, 10.255, 2.999, 0.5, 1_000_000, 140400, 97.1, 3.1];
    for (const amount of amounts) {
      expect(formatMoney(amount, 'USD')).toBe(`$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
    }
    expect(classesText(1)).toBe('1 class per week');
    expect(classesText(3)).toBe('3 classes per week');
  });
});

describe('periodBadge', () => {
  it('shows the discount the data gives a period, nothing for monthly', () => {
    expect(periodBadge(plans, 'monthly')).toBeNull();
    expect(periodBadge(plans, 'quarterly')).toBe('5% off');
    expect(periodBadge(plans, 'yearly')).toBe('10% off');
  });

  it('follows an edit of the data, and says "up to" when plans differ', () => {
    const edited = [basic, { ...plus, yearly: { ...plus.yearly, off: 15 } }];
    expect(periodBadge(edited, 'yearly')).toBe('up to 15% off');
    expect(periodBadge([{ ...basic, quarterly: { ...basic.quarterly, off: 0 } }], 'quarterly')).toBeNull();
  });

  it("words the badge in the page's language", async () => {
    const { words: homeSw } = await import('../../../src/i18n/sw/home');
    expect(periodBadge(plans, 'yearly', homeSw.pricing.grid.off)).toBe('Punguzo 10%');
    const edited = [basic, { ...plus, yearly: { ...plus.yearly, off: 15 } }];
    expect(periodBadge(edited, 'yearly', homeSw.pricing.grid.off)).toBe('Punguzo hadi 15%');
  });
});

describe('allowed plan amounts on /pay', () => {
  it('are every plan price of the currency, plan by plan, period by period', () => {
    expect(allowedPlanAmounts(plans, 'KES')).toEqual([1000, 2850, 10800, 2000, 5700, 21600]);
    expect(allowedPlanAmounts(plans, 'USD')).toEqual([10, 29, 108, 20, 57, 216]);
  });
});

describe('payHref and selectionFromQuery', () => {
  it('builds the Enroll link with plan, period and currency', () => {
    expect(payHref({ id: 'plus' }, 'yearly', 'USD')).toBe('/pay?plan=plus&period=yearly&currency=USD');
  });

  for (const plan of plans) {
    for (const period of periods) {
      for (const currency of currencies) {
        it(`round-trips ${plan.id} ${period} ${currency}`, () => {
          const query = new URL(payHref(plan, period, currency), 'https://example.test').searchParams;
          expect(selectionFromQuery(plans, query)).toEqual({ plan, period, currency, amount: planPrice(plan, period, currency) });
        });
      }
    }
  }

  it('rejects an unknown plan, period or currency', () => {
    expect(selectionFromQuery(plans, new URLSearchParams('plan=gold&period=monthly&currency=KES'))).toBeNull();
    expect(selectionFromQuery(plans, new URLSearchParams('plan=plus&period=weekly&currency=KES'))).toBeNull();
    expect(selectionFromQuery(plans, new URLSearchParams('plan=plus&period=monthly&currency=EUR'))).toBeNull();
    expect(selectionFromQuery(plans, new URLSearchParams('plan=plus&period=monthly'))).toBeNull();
  });

  it('reads a lower-case currency', () => {
    expect(selectionFromQuery(plans, new URLSearchParams('plan=basic&period=quarterly&currency=usd'))?.amount).toBe(29);
  });
});
