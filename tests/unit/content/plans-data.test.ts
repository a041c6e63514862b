// plans.yaml keeps the rules the pages rely on: its prices, its rescheduling rule and its class rules.
import { describe, expect, it } from 'vitest';
import { rescheduling } from '../../../src/domain/classes/plan-rules';
import { load, edited, problem } from './data-fixtures';

describe('plans.yaml prices', () => {
  const plan = (change: (entry: Record<string, Record<string, number>>) => void) =>
    edited('plans', 'starter', (entry) => change(entry as Record<string, Record<string, number>>));

  it('accepts a new price whose quarter and year keep their discounts', () => {
    const text = plan((e) => {
      e.monthly = { kes: 7000, usd: 52 };
      e.quarterly = { kes: 19950, usd: 148, off: 5 };
      e.yearly = { kes: 75600, usd: 562, off: 10 };
    });
    const starter = load('plans', text).find((p) => p.id === 'starter');
    expect(starter?.monthly.kes).toBe(7000);
  });

  it('accepts a price rounded within 1 percent of its discount', () => {
    // 99 x 12 less 10% is 1,069.20; rounded to 1,075 (0.5 percent over).
    const text = plan((e) => {
      e.monthly = { kes: 13500, usd: 99 };
      e.quarterly = { kes: 38475, usd: 282, off: 5 };
      e.yearly = { kes: 145800, usd: 1075, off: 10 };
    });
    expect(() => load('plans', text)).not.toThrow();
  });

  it('refuses a quarterly price that breaks its discount, naming the field and the right price', () => {
    const error = problem(
      'plans',
      plan((e) => {
        e.monthly = { kes: 7000, usd: 52 };
        e.quarterly = { kes: 21000, usd: 148, off: 5 };
        e.yearly = { kes: 75600, usd: 562, off: 10 };
      }),
    );
    expect(error.message).toContain('src/content/plans.yaml: entry "starter", field "quarterly.kes"');
    expect(error.message).toContain('19,950');
    expect(error.message).not.toContain('quarterly.usd');
  });

  it('refuses a monthly price changed without its quarter and year', () => {
    const error = problem(
      'plans',
      plan((e) => {
        e.monthly = { kes: 9000, usd: 52 };
        e.quarterly = { kes: 19950, usd: 148, off: 5 };
        e.yearly = { kes: 75600, usd: 562, off: 10 };
      }),
    );
    expect(error.message).toContain('field "quarterly.kes"');
    expect(error.message).toContain('field "yearly.kes"');
  });

  it('refuses a price of 0', () => {
    const error = problem(
      'plans',
      plan((e) => (e.monthly = { kes: 0, usd: 45 })),
    );
    expect(error.message).toContain('field "monthly.kes"');
  });
});

describe('plans.yaml rescheduling rule', () => {
  it('reads how late a class may move from the plan, as an editor sets it', () => {
    const text = edited('plans', 'starter', (e) => (e.rescheduleHoursBefore = 5));
    const starter = load('plans', text).find((p) => p.id === 'starter')!;
    expect(rescheduling(starter)?.hoursBefore).toBe(5);
  });

  it('refuses a plan that does not say how late a class may move, naming the field', () => {
    const error = problem(
      'plans',
      edited('plans', 'starter', (e) => delete e.rescheduleHoursBefore),
    );
    expect(error.message).toContain('src/content/plans.yaml: entry "starter", field "rescheduleHoursBefore"');
  });
});

describe('plans.yaml class rules', () => {
  it('refuses a plan whose features give no rescheduling rule, naming the field', () => {
    const text = edited('plans', 'starter', (e) => (e.features = ['45-minute classes']));
    expect(problem('plans', text).message).toContain(
      'src/content/plans.yaml: entry "starter", field "features": one line must give the rescheduling rule',
    );
  });

  it('refuses a plan whose features give no class length', () => {
    const text = edited('plans', 'starter', (e) => (e.features = ['Unlimited rescheduling']));
    expect(problem('plans', text).message).toContain('field "features": one line must give the class length');
  });

  it('refuses "Limited rescheduling" without its monthly count', () => {
    const text = edited('plans', 'starter', (e) => (e.features = ['45-minute classes', 'Limited rescheduling']));
    expect(problem('plans', text).message).toContain('field "features"');
  });

  // The Kiswahili pages and refusals quote the twin's line at the English line's place.
  it('refuses Kiswahili feature lines that are not one for one with the English ones', () => {
    const text = edited('plans', 'starter', (e) => {
      const twin = e.sw as { features: string[] };
      twin.features = twin.features.slice(1);
    });
    expect(problem('plans', text).message).toContain('src/content/plans.yaml: entry "starter", field "sw.features"');
  });
});
