// The pricing rules against the spec's table (section 9), typed here by hand, with the plans
// read from the real data file, so a wrong price in plans.yaml or a wrong rule fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import {
  allowedPlanAmounts,
  classesText,
  currencies,
  formatMoney,
  isAllowedPlanAmount,
  payHref,
  periodBadge,
  periods,
  planPrice,
  selectionFromQuery,
  struckPrice,
  type Currency,
  type Period,
  type PricedPlan,
} from '../../src/domain/pricing';

const plans = yaml.load(readFileSync(resolve(process.cwd(), 'src/content/plans.yaml'), 'utf8')) as (PricedPlan & {
  popular?: boolean;
  features: string[];
})[];

// Spec section 9, "Plans": KES / USD amounts.
const spec: Record<string, { classes: number } & Record<Period, Record<Currency, number>>> = {
  starter: { classes: 1, monthly: { KES: 6000, USD: 45 }, quarterly: { KES: 17100, USD: 128 }, yearly: { KES: 64800, USD: 486 } },
  pro: { classes: 2, monthly: { KES: 10000, USD: 75 }, quarterly: { KES: 28500, USD: 214 }, yearly: { KES: 108000, USD: 810 } },
  elite: { classes: 3, monthly: { KES: 13000, USD: 97 }, quarterly: { KES: 37050, USD: 277 }, yearly: { KES: 140400, USD: 1053 } },
  ultimate: { classes: 4, monthly: { KES: 15500, USD: 116 }, quarterly: { KES: 44175, USD: 330 }, yearly: { KES: 167400, USD: 1256 } },
};

describe('plan prices', () => {
  it('lists the four plans in the spec order, Elite flagged Most Popular', () => {
    expect(plans.map((p) => p.id)).toEqual(['starter', 'pro', 'elite', 'ultimate']);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['elite']);
  });

  for (const [id, row] of Object.entries(spec)) {
    for (const period of periods) {
      for (const currency of currencies) {
        it(`${id} ${period} ${currency} is ${row[period][currency]}`, () => {
          const plan = plans.find((p) => p.id === id)!;
          expect(planPrice(plan, period, currency)).toBe(row[period][currency]);
        });
      }
    }
    it(`${id} has ${row.classes} classes per week`, () => {
      const plan = plans.find((p) => p.id === id)!;
      expect(plan.classes).toBe(row.classes);
      expect(classesText(plan.classes)).toBe(`${row.classes} ${row.classes === 1 ? 'class' : 'classes'} per week`);
    });
  }
});

describe('discount badge and struck-through price', () => {
  it('shows 5% off for quarterly, 10% off for yearly and nothing for monthly', () => {
    expect(periodBadge).toEqual({ monthly: null, quarterly: '5% off', yearly: '10% off' });
  });

  for (const [id, row] of Object.entries(spec)) {
    for (const currency of currencies) {
      it(`${id} ${currency}: struck price is monthly x 3 quarterly and x 12 yearly`, () => {
        const plan = plans.find((p) => p.id === id)!;
        expect(struckPrice(plan, 'monthly', currency)).toBeNull();
        expect(struckPrice(plan, 'quarterly', currency)).toBe(row.monthly[currency] * 3);
        expect(struckPrice(plan, 'yearly', currency)).toBe(row.monthly[currency] * 12);
      });
    }
  }

  it('writes the struck Elite yearly price in KES as KES 156,000', () => {
    const elite = plans.find((p) => p.id === 'elite')!;
    expect(formatMoney(struckPrice(elite, 'yearly', 'KES')!, 'KES')).toBe('KES 156,000');
    expect(formatMoney(struckPrice(elite, 'yearly', 'USD')!, 'USD')).toBe('$1,164');
  });
});

describe('allowed plan amounts on /pay', () => {
  it('are the spec twelve KES values in order', () => {
    expect(allowedPlanAmounts(plans, 'KES')).toEqual([6000, 17100, 64800, 10000, 28500, 108000, 13000, 37050, 140400, 15500, 44175, 167400]);
  });
  it('are the spec twelve USD values in order', () => {
    expect(allowedPlanAmounts(plans, 'USD')).toEqual([45, 128, 486, 75, 214, 810, 97, 277, 1053, 116, 330, 1256]);
  });
  it('accept a listed amount only in its own currency', () => {
    expect(isAllowedPlanAmount(plans, 'KES', 37050)).toBe(true);
    expect(isAllowedPlanAmount(plans, 'USD', 37050)).toBe(false);
    expect(isAllowedPlanAmount(plans, 'USD', 1053)).toBe(true);
    expect(isAllowedPlanAmount(plans, 'KES', 13001)).toBe(false);
  });
});

describe('payHref and selectionFromQuery', () => {
  it('builds the Enroll link with plan, period and currency', () => {
    expect(payHref({ id: 'elite' }, 'yearly', 'USD')).toBe('/pay?plan=elite&period=yearly&currency=USD');
    expect(payHref({ id: 'starter' }, 'monthly', 'KES')).toBe('/pay?plan=starter&period=monthly&currency=KES');
  });

  for (const plan of plans) {
    for (const period of periods) {
      for (const currency of currencies) {
        it(`round-trips ${plan.id} ${period} ${currency}`, () => {
          const query = new URL(payHref(plan, period, currency), 'https://example.test').searchParams;
          const selection = selectionFromQuery(plans, query);
          expect(selection).not.toBeNull();
          expect(selection!.plan.id).toBe(plan.id);
          expect(selection!.period).toBe(period);
          expect(selection!.currency).toBe(currency);
          expect(selection!.amount).toBe(spec[plan.id]![period][currency]);
        });
      }
    }
  }

  it('rejects an unknown plan, period or currency', () => {
    expect(selectionFromQuery(plans, new URLSearchParams('plan=gold&period=monthly&currency=KES'))).toBeNull();
    expect(selectionFromQuery(plans, new URLSearchParams('plan=elite&period=weekly&currency=KES'))).toBeNull();
    expect(selectionFromQuery(plans, new URLSearchParams('plan=elite&period=monthly&currency=EUR'))).toBeNull();
    expect(selectionFromQuery(plans, new URLSearchParams('plan=elite&period=monthly'))).toBeNull();
  });

  it('reads a lower-case currency', () => {
    expect(selectionFromQuery(plans, new URLSearchParams('plan=pro&period=quarterly&currency=usd'))?.amount).toBe(214);
  });
});
