// /sw/enroll's island: the recommendation and its payment card in Kiswahili.
import EnrollPayment from '../EnrollPayment';
import { enrollMessagesSw } from '../../domain/enrollment/messages.sw';
import { renewWordsSw } from '../../domain/enrollment/renew-words.sw';
import { calendarDateSw } from '../../domain/mail/sw-words';
import { swahiliResults, swahiliWords } from './words';

const words = { card: swahiliWords, enroll: enrollMessagesSw, renew: renewWordsSw, date: calendarDateSw };

export default function EnrollPaymentSw(props: Omit<Parameters<typeof EnrollPayment>[0], 'words' | 'successHref' | 'errorHref'>) {
  return <EnrollPayment {...props} {...swahiliResults} words={words} />;
}
