// The sibling rule on the server, against the emulators and the Paystack stand-in: a family's
// second child is quoted the family price (src/domain/family-price.ts with plans.yaml's rule),
// the stand-in charges that amount and it is recorded as a success; the plan's full price for
// the same child goes to review naming the family price.
import { beforeAll, describe, expect, it } from 'vitest';
import { familyPrice, totalAmount } from '../../../src/domain/family-price';
import { payment, seed, verify, WARM_UP_MS, warmUp } from '../../support/functions/helpers';
import { callEnrollment, recommendedTrial } from '../../support/functions/enrollment-helpers';
import { read } from '../../support/firestore';
import { SLOW, plans, price } from './enrollment-setup';
import { staffAccount } from '../../support/functions/accounts';

let token: string;
beforeAll(async () => {
  await warmUp();
  token = (await staffAccount()).token;
}, WARM_UP_MS);

const choice = { plan: 'pro', period: 'quarterly', currency: 'KES' } as const;
const pro = plans.find((p) => p.id === choice.plan)!;

interface Offer {
  amount: number;
  studentName: string;
  price: { full: number; siblingOff: number; total: number };
}

async function enrollAndPay(email: string, studentName: string, pay?: (offer: Offer) => number) {
  const { enrollToken, recommendationId } = await recommendedTrial(token, choice, { email, studentName });
  const offer = (await callEnrollment({ token: enrollToken })).body.recommendation as Offer;
  const amount = pay ? pay(offer) : offer.amount;
  const reference = await seed({
    amount: amount * 100,
    currency: choice.currency,
    email,
    metadata: { kind: 'plan', plan: choice.plan, period: choice.period, studentName: offer.studentName, recommendationId },
  });
  const answer = (await verify({ reference, studentName: offer.studentName })).body;
  return { offer, reference, answer };
}

describe('the sibling discount, charged as computed', () => {
  it(
    'a second child of an enrolled family is quoted and charged the family price; the full price goes to review',
    async () => {
      const email = `siblings.${Date.now()}${String(Math.random()).slice(2, 7)}@example.com`;
      const first = await enrollAndPay(email, 'Amani Otieno');
      // The first child pays the plan's price, with nothing off.
      expect(first.offer.amount).toBe(price(choice.plan, choice.period, choice.currency));
      expect(first.offer.price.siblingOff).toBe(0);
      expect(first.answer.status).toBe('success');

      const second = await enrollAndPay(email, 'Baraka Otieno');
      const expected = familyPrice({ ...choice, plan: pro, childPlace: 2 });
      expect(second.offer.price).toMatchObject({ full: expected.full, siblingOff: expected.siblingOff, total: expected.total });
      expect(second.offer.amount).toBe(totalAmount(expected));
      expect(second.answer.status).toBe('success');
      const paid = (await payment(second.reference))?.data;
      expect(paid).toMatchObject({ status: 'success', amount: totalAmount(expected), amountSubunits: expected.total });
      const enrollment = await read(`enrollments/${String(paid?.enrollmentId)}`);
      expect(enrollment).toMatchObject({ studentName: 'Baraka Otieno', status: 'active', amount: totalAmount(expected) });

      // A third child paying the plan's full price where the rule gives less: held for review.
      if (expected.siblingOff > 0) {
        const full = await enrollAndPay(email, 'Chausiku Otieno', () => price(choice.plan, choice.period, choice.currency));
        expect(full.answer.status).toBe('review');
        const held = (await payment(full.reference))?.data;
        expect(held).toMatchObject({
          status: 'review',
          reviewReason: 'amount does not match plan',
          expected: { ...choice, amount: totalAmount(familyPrice({ ...choice, plan: pro, childPlace: 3 })) },
        });
      }
    },
    SLOW,
  );
});
