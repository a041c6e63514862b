// /pay's island: the payment card for a plan, priced from the plans data the page passes.
import { useMemo } from 'react';
import type { PricedPlan } from '../domain/pricing';
import PaymentCard, { type PaymentCardProps } from './payment/PaymentCard';
import { planScreen } from './payment/screen';

export default function PlanPayment({ plans, ...card }: PaymentCardProps & { plans: PricedPlan[] }) {
  const screen = useMemo(() => planScreen(plans), [plans]);
  return <PaymentCard screen={screen} {...card} />;
}
