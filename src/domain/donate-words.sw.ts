// The Kiswahili twin of donate-words.ts.
import type { Dictionaries } from '../i18n/dictionary';
import { donateWords, type DonateWords } from './donate-words';

export const donateWordsSw: DonateWords = {
  title: 'Chagua zawadi yako',
  how: (mpesa) => `Mara moja, kwa kadi${mpesa ? ' au M-Pesa' : ''}, kupitia Paystack.`,
  currency: 'Sarafu',
  amount: 'Kiasi',
  custom: (currency) => `Au andika kiasi kingine (${currency})`,
  example: (amount) => `mfano ${amount}`,
};

export const donateWordDictionaries: Dictionaries<DonateWords> = { en: donateWords, sw: donateWordsSw };
