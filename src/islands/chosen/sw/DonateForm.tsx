// /sw/donate's island: the amount picker in Kiswahili, leading to the Kiswahili /donatepay.
import { useMemo } from 'react';
import DonateForm from '../../DonateForm';
import { words as donateMessages } from '../../../i18n/sw/messages/donate';
import { words as donateWordsSw } from '../../../i18n/sw/donate';

/** `prefix`: the start of the page's addresses in its language ("/sw"). */
export default function DonateFormSw({ prefix }: { prefix: string }) {
  const words = useMemo(
    () => ({ messages: { donate: donateMessages }, donate: donateWordsSw, path: (path: string) => `${prefix}${path}` }),
    [prefix],
  );
  return <DonateForm words={words} />;
}
