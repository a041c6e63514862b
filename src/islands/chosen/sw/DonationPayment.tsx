// /sw/donatepay's island: /donatepay's card in Kiswahili, opening the Kiswahili result pages.
import DonationPayment from '../../DonationPayment';
import { useSwahiliWords, type PageAddresses } from './words';

type Props = Omit<Parameters<typeof DonationPayment>[0], 'words'> & PageAddresses;

export default function DonationPaymentSw({ home, ...props }: Props) {
  return <DonationPayment {...props} words={useSwahiliWords(home)} />;
}
