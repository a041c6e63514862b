// Shared by the instalment tests: a plan whose quarterly period plans.yaml lets be paid in parts
// (the functions run on the content, so the content must offer one), and a family that paid its
// first part, by M-Pesa or by card (a card's reusable authorization is then saved for the family).
import { expect } from 'vitest';
import { instalmentAmounts } from '../../../src/domain/enrollment/instalments';
import type { InstalmentTerms } from '../../../src/domain/pricing';
import { payment, seed, verify } from '../../support/functions/helpers';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { read } from '../../support/firestore';
import { plans } from './enrollment-setup';

export const plan = plans.find((p) => (p.quarterly as { instalments?: InstalmentTerms }).instalments);
export const terms = (plan?.quarterly as { instalments?: InstalmentTerms } | undefined)?.instalments;
export const choice = { plan: plan?.id ?? '', period: 'quarterly', currency: 'KES' } as const;

export interface Part {
  n: number;
  dueOn: string;
  amount: number;
  paidRef?: string;
}
export interface Held {
  parts: Part[];
  pausedOn?: string;
  graceDays: number;
  reminded?: string[];
  cardDeclined?: number[];
}

/** A new family's first part paid through /enroll's recommendation; `channel` as Paystack names it. */
export async function firstPartPaid(staffToken: string, channel: 'mobile_money' | 'card') {
  const email = `parts.${Date.now()}${String(Math.random()).slice(2, 7)}@example.com`;
  const { recommendationId, enrollToken } = await recommendedTrial(staffToken, choice, { email, studentName: 'Neema Achieng' });
  const offer = (await callEnrollment({ token: enrollToken })).body.recommendation as {
    studentName: string;
    price: { total: number; instalments?: { parts: number[] } };
  };
  const parts = offer.price.instalments!.parts;
  expect(parts).toEqual(instalmentAmounts(offer.price.total, terms!).parts);
  const meta = { kind: 'plan', plan: choice.plan, period: choice.period, studentName: offer.studentName, recommendationId };
  const reference = await seed({ amount: parts[0]!, currency: 'KES', email, channel, metadata: { ...meta, instalment: 1 } });
  expect((await verify({ reference, studentName: offer.studentName })).body.status).toBe('success');
  const paid = (await payment(reference))!.data;
  const id = String(paid.enrollmentId);
  return { id, email, parts, reference, meta: { ...meta, recommendationId: undefined, enrollmentId: id } };
}

export const enrollmentOf = async (id: string) => (await read(`enrollments/${id}`))!;
