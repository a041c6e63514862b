// /sw/donate's island: the amount picker in Kiswahili, leading to the Kiswahili /donatepay.
import { useMemo } from 'react';
import DonateForm from '../../../islands/DonateForm';
import { messagesSw } from '../../../domain/messages.sw';
import { donateWordsSw } from '../../../domain/donate-words.sw';

/** `prefix`: the start of the page's addresses in its language ("/sw"). */
export default function DonateFormSw({ prefix }: { prefix: string }) {
  const words = useMemo(
    () => ({ messages: messagesSw, donate: donateWordsSw, path: (path: string) => `${prefix}${path}` }),
    [prefix],
  );
  return <DonateForm words={words} />;
}
