// The Paystack plan a card may subscribe to for a plan, period and currency: recorded in
// paystackPlans/{id} by `npm run paystack -- sync-plans`, and offered only at today's price;
// with the date Paystack would charge the card next (one period from today, Nairobi), so the
// page can say it without carrying date code.
import type { Firestore } from 'firebase-admin/firestore';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { paystackPlanId } from '../../../src/domain/enrollment/subscription';
import { periodMonths, type Period } from '../../../src/domain/pricing';
import { nairobiDate } from '../../../src/domain/slots';

export interface CardRenewal {
  planCode: string | null;
  /** YYYY-MM-DD: the next charge when the card subscribes today; null without a plan. */
  renewsOn: string | null;
}

export async function cardRenewal(
  db: Firestore,
  plan: string,
  period: Period,
  currency: string,
  amount: number,
  now: Date,
): Promise<CardRenewal> {
  const synced = (
    await db
      .collection('paystackPlans')
      .doc(paystackPlanId(plan, period, currency))
      .get()
  ).data();
  const planCode = synced && typeof synced.planCode === 'string' && Number(synced.amount) === amount ? synced.planCode : null;
  return { planCode, renewsOn: planCode ? addMonths(nairobiDate(now), periodMonths[period]) : null };
}
