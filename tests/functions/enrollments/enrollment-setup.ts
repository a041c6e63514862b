// Shared by enrollment-recommend.test.ts and enrollment-payment.test.ts: the time a test may take
// under load, the plans' prices from the data file, and today in Nairobi.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { planPrice, type PricedPlan } from '../../../src/domain/pricing';
import { nairobiDate } from '../../../src/domain/slots';

/** The emulators share two cores with other suites: each test may take a few minutes under load. */
export const SLOW = 240_000;

export const plans = yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[];
export const price = (id: string, period: 'monthly' | 'quarterly' | 'yearly', currency: 'KES' | 'USD') =>
  planPrice(
    plans.find((p) => p.id === id)!,
    period,
    currency,
  );

// Payments are recorded on the functions' own clock: expectations follow the Nairobi day a
// payment is made, and the month-end rule is driven with dates the test sets itself.
export const today = () => nairobiDate(new Date());
