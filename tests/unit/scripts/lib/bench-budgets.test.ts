// `npm run bench` measures Kiswahili pages against their English pages' budgets.
import { describe, expect, it } from 'vitest';
import { ROUTES, budgetOf, englishRoute } from '../../../../scripts/lib/bench-budgets.mjs';

describe('the bench budgets', () => {
  it('measure the Kiswahili landing and booking pages', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/sw', '/sw/book-class']));
  });

  it('hold a Kiswahili page to its English page’s budgets', () => {
    expect(englishRoute('/sw')).toBe('/');
    expect(englishRoute('/sw/book-class')).toBe('/book-class');
    expect(englishRoute('/swag')).toBe('/swag');
    expect(budgetOf('/sw')).toEqual(budgetOf('/'));
    expect(budgetOf('/sw/book-class')).toEqual(budgetOf('/book-class'));
    expect(budgetOf('/sw/dashboard')).toEqual(budgetOf('/dashboard'));
  });
});
