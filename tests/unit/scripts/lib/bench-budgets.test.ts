// `npm run bench` measures Kiswahili pages against their English pages' budgets, /mentor
// against the data pages', the certificate page against the form pages', and holds the
// static server's pass to the pages' speed; /manage's and /dashboard's data at first paint.
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ROUTE, ROUTES, brokenBudgets, budgetOf, englishRoute } from '../../../../scripts/lib/bench-budgets.mjs';

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

  it('hold /mentor to the data pages’ budgets, timed to its classes on screen', () => {
    expect(ROUTES).toContain('/mentor');
    const { dataAtFirstPaint, ...dataPage } = budgetOf('/dashboard');
    expect(dataAtFirstPaint).toBe(true);
    expect(budgetOf('/mentor')).toEqual(dataPage);
    expect(budgetOf('/mentor')).toHaveProperty('contentMs');
    expect(budgetOf('/mentor')).toHaveProperty('fastAfterLoadMs');
  });

  it('hold the certificate page to the form pages’ budgets, without SEO (it is noindex)', () => {
    expect(ROUTES).toContain(CERTIFICATE_ROUTE);
    const { seo, ...formPage } = budgetOf('/book-class');
    expect(seo).toBeDefined();
    expect(budgetOf(CERTIFICATE_ROUTE)).toEqual(formPage);
  });

  it('hold every route’s largest paint to 1.5 times the floor page’s, on both servers', () => {
    for (const route of ROUTES) {
      expect(budgetOf(route).lcpFloorRatio, route).toBe(1.5);
      const slow = { ...fine(), lcpFloorRatio: 1.51, dataAfterFcpRuns: [-1] };
      expect(brokenBudgets(route, slow, 'static'), route).toEqual([`${route} (static server): LCP 1.51x the floor's > 1.5x`]);
    }
  });

  it('measure /enroll from a recommendation mail’s link, its offer in the first frame, as a noindex form page', () => {
    expect(ROUTES).toContain('/enroll');
    const { seo, ...formPage } = budgetOf('/book-class');
    expect(seo).toBeDefined();
    expect(budgetOf('/enroll')).toEqual({ ...formPage, dataAtFirstPaint: true });
  });

  it('want /manage’s, /enroll’s and /dashboard’s data in the first frame painted, in every visit', () => {
    const broken = (route: string, dataAfterFcpRuns?: number[]) =>
      brokenBudgets(route, { ...fine(), dataAfterFcpRuns }).filter((b) => b.includes('first contentful paint'));
    for (const route of ['/manage', '/enroll', '/dashboard', '/sw/manage']) {
      expect(broken(route, [-12, 0, -3])).toEqual([]);
      expect(broken(route, [-12, 4, -3])).toEqual([
        `${route}: the data entered the page after the first contentful paint (ms after it, each visit: -12, 4, -3)`,
      ]);
      expect(broken(route, [-12, NaN])).toHaveLength(1);
      expect(broken(route)).toHaveLength(1);
    }
    expect(broken('/mentor')).toEqual([]);
  });

  it('hold the static server’s pass to the pages’ speed only, named as that pass', () => {
    const budget = budgetOf('/dashboard');
    const slow = {
      performance: 100,
      accessibility: 90,
      'best-practices': 90,
      seo: 100,
      cls: 0,
      lcpMs: Number(budget.lcpMs) + 1,
      lcpFloorRatio: 1,
      tbtMs: 0,
      failedAudits: [],
      thirdPartyScripts: [],
      scriptBodyBytes: 0,
      scriptBytesBeforeLcp: 0,
    };
    expect(brokenBudgets('/dashboard', slow).length).toBeGreaterThan(1);
    expect(brokenBudgets('/dashboard', slow, 'static')).toEqual([expect.stringMatching(/^\/dashboard \(static server\): LCP /)]);
  });
});

/** A route's figures within every budget but the first-paint one, which each test sets. */
function fine() {
  return {
    performance: 100,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    cls: 0,
    lcpMs: 1,
    lcpFloorRatio: 1,
    tbtMs: 0,
    contentMs: 1,
    fastAfterLoadMs: 1,
    failedAudits: [],
    thirdPartyScripts: [],
    scriptBodyBytes: 0,
    scriptBytesBeforeLcp: 0,
  };
}
