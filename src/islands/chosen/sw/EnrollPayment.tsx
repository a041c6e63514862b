// /sw/enroll's island: the recommendation and its payment card in Kiswahili. The card's words
// (the catalogue's twin) are fetched with the offer, as the card itself is, not with the page.
import { lazy, useMemo } from 'react';
import EnrollPayment from '../../EnrollPayment';
import type { AutoRenewProps } from '../../payment/AutoRenew';
import { words as enrollMessagesSw } from '../../../i18n/sw/enroll';
import { calendarDate as calendarDateSw } from '../../../i18n/sw/grammar/intl-date';
import type { PageAddresses } from './words';

type Props = Omit<Parameters<typeof EnrollPayment>[0], 'words'> & PageAddresses;

// Only an offer a card can renew shows the choice: its Kiswahili words come with it.
const AutoRenewSw = lazy(async () => {
  const [{ default: AutoRenew }, { words: renewWordsSw }] = await Promise.all([
    import('../../payment/AutoRenew'),
    import('../../../i18n/sw/renew'),
  ]);
  return { default: (props: AutoRenewProps) => <AutoRenew {...props} words={renewWordsSw} /> };
});

export default function EnrollPaymentSw({ home, ...props }: Props) {
  const words = useMemo(
    () => ({
      card: () => import('./words').then((w) => w.swahiliWords(home)),
      enroll: enrollMessagesSw,
      AutoRenew: AutoRenewSw,
      date: calendarDateSw,
    }),
    [home],
  );
  return <EnrollPayment {...props} words={words} />;
}
