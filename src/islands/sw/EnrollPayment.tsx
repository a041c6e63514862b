// /sw/enroll's island: the recommendation and its payment card in Kiswahili.
import { useMemo } from 'react';
import EnrollPayment from '../EnrollPayment';
import { enrollMessagesSw } from '../../domain/enrollment/messages.sw';
import { renewWordsSw } from '../../domain/enrollment/renew-words.sw';
import { calendarDateSw } from '../../domain/i18n/calendar-date.sw';
import { useSwahiliWords, type PageAddresses } from './words';

type Props = Omit<Parameters<typeof EnrollPayment>[0], 'words'> & PageAddresses;

export default function EnrollPaymentSw({ home, ...props }: Props) {
  const card = useSwahiliWords(home);
  const words = useMemo(() => ({ card, enroll: enrollMessagesSw, renew: renewWordsSw, date: calendarDateSw }), [card]);
  return <EnrollPayment {...props} words={words} />;
}
