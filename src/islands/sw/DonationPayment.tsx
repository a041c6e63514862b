// /sw/donatepay's island: /donatepay's card in Kiswahili, opening the Kiswahili result pages.
import DonationPayment from '../DonationPayment';
import { swahiliResults, swahiliWords } from './words';

export default function DonationPaymentSw(props: Omit<Parameters<typeof DonationPayment>[0], 'words'>) {
  return <DonationPayment {...swahiliResults} {...props} words={swahiliWords} />;
}
