// /sw/donate's island: the amount picker in Kiswahili, leading to the Kiswahili /donatepay.
import { useMemo } from 'react';
import DonateForm from '../../../islands/DonateForm';
import { words as donateMessages } from '../messages/donate';
import { words as donateWordsSw } from '../donate';

/** `prefix`: the start of the page's addresses in its language ("/sw"). */
export default function DonateFormSw({ prefix }: { prefix: string }) {
  const words = useMemo(
    () => ({ messages: { donate: donateMessages }, donate: donateWordsSw, path: (path: string) => `${prefix}${path}` }),
    [prefix],
  );
  return <DonateForm words={words} />;
}
