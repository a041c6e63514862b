// /donatepay's island: the payment card for a donation of the amount the link carries.
import PaymentCard, { type PaymentCardProps } from './payment/PaymentCard';
import { donationScreen } from './payment/screen';

export default function DonationPayment(props: PaymentCardProps) {
  return <PaymentCard screen={donationScreen} {...props} />;
}
