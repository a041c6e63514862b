// The Paystack plan a card may subscribe to for a plan, period and currency: recorded in
// paystackPlans/{id} by `npm run paystack -- sync-plans`, and offered only at today's price.
import type { Firestore } from 'firebase-admin/firestore';
import { paystackPlanId } from '../../../src/domain/enrollment/subscription';
import type { Period } from '../../../src/domain/pricing';

export async function paystackPlanCode(db: Firestore, plan: string, period: Period, currency: string, amount: number) {
  const synced = (
    await db
      .collection('paystackPlans')
      .doc(paystackPlanId(plan, period, currency))
      .get()
  ).data();
  return synced && typeof synced.planCode === 'string' && Number(synced.amount) === amount ? synced.planCode : null;
}
