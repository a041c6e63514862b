// /donatepay's island: the payment card for a donation of the amount the link carries.
// English unless a Kiswahili entry (src/islands/chosen/sw/DonationPayment.tsx) hands it other words.
import { useMemo } from 'react';
import PaymentCard, { type PaymentCardProps } from './payment/PaymentCard';
import { donationScreen, type ScreenWords } from './payment/screen';
import { englishWords } from './payment/words';
import { words as paymentWords, type PaymentWords } from '../i18n/en/payment';

type Words = ScreenWords & { card: PaymentWords };
const english: Words = { ...englishWords, card: paymentWords };

export default function DonationPayment({ words = english, ...card }: PaymentCardProps & { words?: Words }) {
  const screen = useMemo(() => donationScreen(words), [words]);
  return <PaymentCard screen={screen} {...card} />;
}
