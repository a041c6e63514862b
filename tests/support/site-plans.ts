// The plans the site is built with (src/content/plans.yaml), for tests that walk the real
// site: they read a price here instead of writing today's, so an editor's new price moves
// the expectation with it. Tests of rules use the made-up plans of ./plans.ts.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { formatMoney, planPrice, type Currency, type Period, type PricedPlan } from '../../src/domain/pricing';

export const sitePlans = yaml.load(
  readFileSync(new URL('../../src/content/plans.yaml', import.meta.url), 'utf8'),
) as PricedPlan[];

export function sitePlan(id: string): PricedPlan {
  const plan = sitePlans.find((p) => p.id === id);
  if (!plan) throw new Error(`src/content/plans.yaml has no plan "${id}"`);
  return plan;
}

/** A plan's price in whole units, e.g. 6000. */
export const sitePrice = (id: string, period: Period, currency: Currency): number => planPrice(sitePlan(id), period, currency);

/** A plan's price as the site writes it, e.g. "KES 6,000". */
export const sitePriceText = (id: string, period: Period, currency: Currency): string =>
  formatMoney(sitePrice(id, period, currency), currency);

/** The courses the site is built with (src/content/courses.yaml), for tests that need a real one. */
export const siteCourses = yaml.load(readFileSync(new URL('../../src/content/courses.yaml', import.meta.url), 'utf8')) as {
  id: string;
  title: string;
}[];

/** The grade bands the site is built with (src/content/grades.yaml), with their twins. */
export const siteGrades = yaml.load(readFileSync(new URL('../../src/content/grades.yaml', import.meta.url), 'utf8')) as {
  id: string;
  label: string;
}[];
