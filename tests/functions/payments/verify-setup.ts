// Shared by the verifyPayment tests (verify-accepts, verify-review and verify-pending.test.ts):
// the plans' prices from the data file through the pricing module, a plan payment's metadata,
// and a refusal's expectation.
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { planPrice, type PricedPlan } from '../../../src/domain/pricing';
import { payment, verify } from '../../support/functions/helpers';

export const plans = yaml.load(readFileSync(new URL('../../../src/content/plans.yaml', import.meta.url), 'utf8')) as PricedPlan[];
export const plan = (id: string) => {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id} in plans.yaml`);
  return found;
};
export const eliteYearlyKes = planPrice(plan('elite'), 'yearly', 'KES');
export const eliteYearlyUsd = planPrice(plan('elite'), 'yearly', 'USD');
export const starterMonthlyUsd = planPrice(plan('starter'), 'monthly', 'USD');

export const eliteYearly = (studentName = 'Wanjiru Kamau') => ({ kind: 'plan', plan: 'elite', period: 'yearly', studentName });

export async function expectRefused(reference: string, reasonPattern: RegExp) {
  const reply = await verify({ reference, studentName: 'Amani Otieno' });
  expect(reply.http).toBe(200);
  expect(reply.body.status).toBe('failed');
  expect(reply.body.reason).toMatch(reasonPattern);
  expect(await payment(reference)).toBeNull();
}
