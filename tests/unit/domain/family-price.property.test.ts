// The one price function (src/domain/family-price.ts) over generated plans, periods, places and
// credits: never negative, never above the full price, always whole units, and each rule's
// boundary (the sibling rule's first child, the credit that would cover everything).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyPrice, siblingPlace, totalAmount, type PriceRequest } from '../../../src/domain/family-price';
import { currencies, periods, planPrice, type PricedPlan } from '../../../src/domain/pricing';

const runs = { numRuns: 500 };
const amount = fc.integer({ min: 1, max: 1_000_000 });
const price = fc.record({ kes: amount, usd: amount });
const plan: fc.Arbitrary<PricedPlan> = fc.record(
  {
    id: fc.constant('p'),
    name: fc.constant('P'),
    classes: fc.integer({ min: 1, max: 7 }),
    monthly: price,
    quarterly: price,
    yearly: price,
    siblingDiscount: fc.record({ percent: fc.integer({ min: 1, max: 90 }), fromChild: fc.integer({ min: 2, max: 10 }) }),
  },
  { requiredKeys: ['id', 'name', 'classes', 'monthly', 'quarterly', 'yearly'] },
);
const request: fc.Arbitrary<PriceRequest> = fc.record({
  plan,
  period: fc.constantFrom(...periods),
  currency: fc.constantFrom(...currencies),
  childPlace: fc.integer({ min: 1, max: 12 }),
  creditAvailable: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200_000_000 })),
});

describe('familyPrice', () => {
  it('is never negative, never above the full price, and adds up, in whole units', () => {
    fc.assert(
      fc.property(request, (r) => {
        const p = familyPrice(r);
        expect(p.full).toBe(planPrice(r.plan, r.period, r.currency) * 100);
        expect(p.total).toBeGreaterThan(0);
        expect(p.total).toBeLessThanOrEqual(p.full);
        expect(p.total).toBe(p.full - p.siblingOff - p.creditUsed);
        expect(p.siblingOff).toBeGreaterThanOrEqual(0);
        expect(p.creditUsed).toBeGreaterThanOrEqual(0);
        expect(p.creditUsed).toBeLessThanOrEqual(r.creditAvailable ?? 0);
        for (const part of [p.full, p.siblingOff, p.creditUsed, p.total]) expect(part % 100).toBe(0);
        expect(Number.isInteger(totalAmount(p))).toBe(true);
      }),
      runs,
    );
  });

  it('takes the sibling percent off from the rule’s child on, and never before', () => {
    fc.assert(
      fc.property(request, (r) => {
        const rule = r.plan.siblingDiscount;
        const at = (childPlace: number) => familyPrice({ ...r, childPlace, creditAvailable: 0 });
        if (!rule) {
          expect(at(r.childPlace).siblingOff).toBe(0);
          return;
        }
        const whole = planPrice(r.plan, r.period, r.currency);
        expect(at(rule.fromChild - 1).siblingOff).toBe(0);
        expect(at(rule.fromChild - 1).siblingPercent).toBe(0);
        const first = at(rule.fromChild);
        // Rounded to a whole unit, a half to the family, leaving at least one unit to pay.
        expect(first.siblingOff / 100).toBe(Math.min(Math.floor((whole * rule.percent) / 100 + 0.5), whole - 1));
        expect(at(rule.fromChild + 3)).toEqual(first);
      }),
      runs,
    );
  });

  it('spends a credit up to what is left but one whole unit, and keeps the rest', () => {
    fc.assert(
      fc.property(request, (r) => {
        const without = familyPrice({ ...r, creditAvailable: 0 });
        const left = without.total;
        expect(familyPrice({ ...r, creditAvailable: left - 100 }).total).toBe(100);
        expect(familyPrice({ ...r, creditAvailable: left }).total).toBe(100);
        expect(familyPrice({ ...r, creditAvailable: left * 5 }).creditUsed).toBe(left - 100);
        // A part of a unit is never spent.
        if (left > 200) expect(familyPrice({ ...r, creditAvailable: left - 101 }).total).toBe(200);
      }),
      runs,
    );
  });

  it('rounds half a unit off to the family', () => {
    const plan: PricedPlan = {
      id: 'x',
      name: 'X',
      classes: 1,
      monthly: { kes: 105, usd: 15 },
      quarterly: { kes: 300, usd: 30 },
      yearly: { kes: 1200, usd: 120 },
      siblingDiscount: { percent: 10, fromChild: 2 },
    };
    const p = familyPrice({ plan, period: 'monthly', currency: 'KES', childPlace: 2 });
    expect(p).toEqual({ currency: 'KES', full: 10500, siblingOff: 1100, siblingPercent: 10, creditUsed: 0, total: 9400 });
    expect(familyPrice({ plan, period: 'monthly', currency: 'USD', childPlace: 2 }).total).toBe(1300);
  });
});

describe('siblingPlace', () => {
  const at = (ms: number) => ms;
  it('counts the other children enrolled before this one, once each', () => {
    const enrolled = [
      { nameKey: 'amani', startedAtMs: at(1) },
      { nameKey: 'amani', startedAtMs: at(2) },
      { nameKey: 'baraka', startedAtMs: at(5) },
      { nameKey: 'chausiku', startedAtMs: at(9) },
    ];
    expect(siblingPlace({ nameKey: 'amani', startedAtMs: at(1) }, enrolled)).toBe(1);
    expect(siblingPlace({ nameKey: 'baraka', startedAtMs: at(5) }, enrolled)).toBe(2);
    expect(siblingPlace({ nameKey: 'chausiku', startedAtMs: at(9) }, enrolled)).toBe(3);
    // A child not yet enrolled comes after every enrolled one.
    expect(siblingPlace({ nameKey: 'dalili', startedAtMs: null }, enrolled)).toBe(4);
    expect(siblingPlace({ nameKey: 'baraka', startedAtMs: null }, enrolled)).toBe(3);
    expect(siblingPlace({ nameKey: 'amani', startedAtMs: null }, [])).toBe(1);
  });
});
