// The pricing grid's figures for every choice, from made-up plans (tests/support/plans.ts).
import { describe, expect, it } from 'vitest';
import { gridChoices, planChoices } from '../../../src/domain/pricing-grid';
import { currencies, periods } from '../../../src/domain/pricing';
import { plans } from '../../support/plans';

const [basic, plus] = plans as [(typeof plans)[0], (typeof plans)[0]];
const choice = (plan: (typeof plans)[0], currency: string, period: string, prefix = '') =>
  planChoices(plan, prefix).find((c) => c.currency === currency && c.period === period)!;

describe('gridChoices', () => {
  it('holds every currency with every period once, the default (first of each) first', () => {
    expect(gridChoices).toHaveLength(currencies.length * periods.length);
    expect(new Set(gridChoices.map((c) => `${c.currency} ${c.period}`)).size).toBe(gridChoices.length);
    expect(gridChoices[0]).toEqual({ currency: currencies[0], period: periods[0] });
  });
});

describe('planChoices', () => {
  it('monthly shows the monthly price, nothing struck, and Enroll carries the choice to /pay', () => {
    expect(choice(basic, 'KES', 'monthly')).toEqual({
      currency: 'KES',
      period: 'monthly',
      price: 'KES 1,000',
      struck: null,
      sibling: null,
      href: '/pay?plan=basic&period=monthly&currency=KES',
    });
  });

  it('quarterly shows the discounted price with monthly x 3 struck through', () => {
    expect(choice(plus, 'KES', 'quarterly')).toMatchObject({ price: 'KES 5,700', struck: 'KES 6,000' });
    expect(choice(basic, 'KES', 'quarterly')).toMatchObject({
      price: 'KES 2,850',
      struck: 'KES 3,000',
      href: '/pay?plan=basic&period=quarterly&currency=KES',
    });
  });

  it('yearly in USD shows monthly x 12 struck through, and the link says USD', () => {
    expect(choice(plus, 'USD', 'yearly')).toEqual({
      currency: 'USD',
      period: 'yearly',
      price: '$216',
      struck: '$240',
      sibling: null,
      href: '/pay?plan=plus&period=yearly&currency=USD',
    });
  });

  it("a plan with a sibling rule shows the price of the rule's first child, from the one price function", () => {
    const withRule = { ...plus, siblingDiscount: { percent: 10, fromChild: 2 } };
    expect(choice(withRule, 'KES', 'quarterly').sibling).toBe('KES 5,130');
    expect(choice(withRule, 'USD', 'yearly').sibling).toBe('$194');
  });

  it('on a Kiswahili page leads to the Kiswahili payment page', () => {
    expect(choice(plus, 'KES', 'monthly', '/sw').href).toBe('/sw/pay?plan=plus&period=monthly&currency=KES');
  });
});
