// /sw/pay's island: /pay's card in Kiswahili, opening the Kiswahili result pages.
import PlanPayment from '../../PlanPayment';
import { useSwahiliWords, type PageAddresses } from './words';

type Props = Omit<Parameters<typeof PlanPayment>[0], 'words'> & PageAddresses;

export default function PlanPaymentSw({ home, ...props }: Props) {
  return <PlanPayment {...props} words={useSwahiliWords(home)} />;
}
