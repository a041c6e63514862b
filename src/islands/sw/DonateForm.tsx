// /sw/donate's island: the amount picker in Kiswahili, leading to /sw/donatepay.
import DonateForm from '../DonateForm';
import { messagesSw } from '../../domain/messages.sw';
import { donateWordsSw } from '../../domain/donate-words.sw';
import { swahiliPath } from './words';

const words = { messages: messagesSw, donate: donateWordsSw, path: swahiliPath };

export default function DonateFormSw() {
  return <DonateForm words={words} />;
}
