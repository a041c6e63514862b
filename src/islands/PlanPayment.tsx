// /pay's island: the payment card for a plan, priced from the plans data the page passes.
// English unless a Kiswahili entry (src/islands/chosen/sw/PlanPayment.tsx) hands it other words.
import { useMemo } from 'react';
import type { PricedPlan } from '../domain/pricing';
import PaymentCard, { type PaymentCardProps } from './payment/PaymentCard';
import { planScreen, type ScreenWords } from './payment/screen';
import { englishWords } from './payment/words';

type Props = PaymentCardProps & { plans: PricedPlan[]; words?: ScreenWords };

export default function PlanPayment({ plans, words = englishWords, ...card }: Props) {
  const screen = useMemo(() => planScreen(plans, words), [plans, words]);
  return <PaymentCard screen={screen} {...card} />;
}
