// Paying a period in parts (src/domain/enrollment/instalments.ts and the price function): the
// parts are whole units that sum exactly to the price plus its surcharge, fall due evenly over
// the period, and a part unpaid past its grace pauses the classes; reminders go once each.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instalmentAmounts,
  instalmentReminder,
  instalmentSchedule,
  instalmentTermsOf,
  partState,
  pausedOn,
} from '../../../../src/domain/enrollment/instalments';
import { familyPrice } from '../../../../src/domain/family-price';
import { plans } from '../../../support/plans';

const terms = fc.record({ parts: fc.integer({ min: 2, max: 12 }), surchargePercent: fc.integer({ min: 0, max: 20 }) });

describe('instalmentAmounts', () => {
  it('splits into whole units that sum exactly to the price plus the surcharge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), terms, (units, t) => {
        const a = instalmentAmounts(units * 100, t);
        expect(a.total).toBe(units * 100 + a.surcharge);
        expect(a.parts.reduce((x, y) => x + y, 0)).toBe(a.total);
        for (const part of [a.surcharge, ...a.parts]) expect(part % 100).toBe(0);
        expect(a.parts.every((p) => p > 0)).toBe(true);
        // The first part carries the units left over; the others are equal.
        expect(new Set(a.parts.slice(1)).size).toBeLessThanOrEqual(1);
        expect(a.parts[0]! - a.parts.at(-1)!).toBeLessThan(a.parts.length * 100);
        expect(a.parts[0]!).toBeGreaterThanOrEqual(a.parts.at(-1)!);
      }),
      { numRuns: 500 },
    );
  });

  it('rounds the surcharge to a whole unit, a half going up', () => {
    expect(instalmentAmounts(1000 * 100, { parts: 4, surchargePercent: 5 }).surcharge).toBe(50 * 100);
    expect(instalmentAmounts(10 * 100, { parts: 2, surchargePercent: 5 }).surcharge).toBe(1 * 100);
    expect(instalmentAmounts(10 * 100, { parts: 2, surchargePercent: 4 }).surcharge).toBe(0);
    expect(instalmentAmounts(100 * 100, { parts: 3, surchargePercent: 0 }).parts).toEqual([3400, 3300, 3300]);
  });
});

describe('the price function', () => {
  it('gives the parts of what this family pays, only for a period with instalments', () => {
    const plan = {
      ...plans[0]!,
      quarterly: { ...plans[0]!.quarterly, instalments: { parts: 3, surchargePercent: 2, graceDays: 3 } },
    };
    const sibling = { ...plan, siblingDiscount: { percent: 10, fromChild: 2 } };
    const price = familyPrice({ plan: sibling, period: 'quarterly', currency: 'KES', childPlace: 2 });
    expect(price.instalments).toEqual(instalmentAmounts(price.total, { parts: 3, surchargePercent: 2 }));
    expect(familyPrice({ plan, period: 'monthly', currency: 'KES', childPlace: 1 }).instalments).toBeUndefined();
    expect(familyPrice({ plan, period: 'yearly', currency: 'KES', childPlace: 1 }).instalments).toBeUndefined();
    expect(instalmentTermsOf(plan, 'monthly')).toBeNull();
  });
});

describe('instalmentSchedule', () => {
  it('falls due evenly over the period from its first day, keeping the anchor day', () => {
    const q = instalmentSchedule('2026-01-31', 'quarterly', [300, 300, 300]);
    expect(q.map((p) => p.dueOn)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    const y = instalmentSchedule('2026-05-10', 'yearly', [1, 1, 1, 1]);
    expect(y.map((p) => p.dueOn)).toEqual(['2026-05-10', '2026-08-10', '2026-11-10', '2027-02-10']);
    expect(y.map((p) => p.n)).toEqual([1, 2, 3, 4]);
  });
});

describe('partState and pausedOn', () => {
  const part = { n: 2, dueOn: '2026-03-10', amount: 100 };
  it('counts the grace after the due day, then pauses', () => {
    expect(partState(part, '2026-03-09', 3)).toBe('upcoming');
    expect(partState(part, '2026-03-10', 3)).toBe('due');
    expect(partState(part, '2026-03-13', 3)).toBe('late');
    expect(partState(part, '2026-03-14', 3)).toBe('overdue');
    expect(pausedOn([part], '2026-03-13', 3)).toBe(false);
    expect(pausedOn([part], '2026-03-14', 3)).toBe(true);
    expect(pausedOn([{ ...part, paidRef: 'r' }], '2026-04-30', 3)).toBe(false);
  });
});

describe('instalmentReminder', () => {
  const part = { n: 2, dueOn: '2026-03-10', amount: 100 };
  const offsets = [-3, 0, 3];
  it('sends each offset once, only the latest when days were missed, none once paid', () => {
    expect(instalmentReminder(part, '2026-03-06', offsets, [])).toBeNull();
    expect(instalmentReminder(part, '2026-03-07', offsets, [])).toBe(-3);
    expect(instalmentReminder(part, '2026-03-08', offsets, [-3])).toBeNull();
    expect(instalmentReminder(part, '2026-03-12', offsets, [-3])).toBe(0);
    expect(instalmentReminder(part, '2026-03-20', offsets, [-3, 0, 3])).toBeNull();
    expect(instalmentReminder({ ...part, paidRef: 'r' }, '2026-03-10', offsets, [])).toBeNull();
  });
});
