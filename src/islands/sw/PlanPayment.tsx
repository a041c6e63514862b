// /sw/pay's island: /pay's card in Kiswahili, opening the Kiswahili result pages.
import PlanPayment from '../PlanPayment';
import { swahiliResults, swahiliWords } from './words';

export default function PlanPaymentSw(props: Omit<Parameters<typeof PlanPayment>[0], 'words'>) {
  return <PlanPayment {...swahiliResults} {...props} words={swahiliWords} />;
}
