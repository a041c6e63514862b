// The Kiswahili twin of payment-words.ts: periods and classes as the Kiswahili mails write
// them (i18n/sw/planTerms.ts).
import type { Dictionaries } from '../i18n/dictionary';
import { words as planTermsSw } from '../i18n/sw/planTerms';
import { paymentWords, type PaymentWords, type PlanLineWords } from './payment-words';

export const paymentWordsSw: PaymentWords = {
  fullName: 'Jina kamili',
  email: 'Barua pepe',
  amount: (currency) => `Kiasi (${currency})`,
  donorPlaceholder: 'Andika jina lako kamili',
  secure:
    'Malipo yanashughulikiwa kwa usalama na Paystack. Taarifa za kadi huenda moja kwa moja kwa Paystack, hazipiti kwenye tovuti yetu.',
  mpesa: ' M-Pesa inapatikana kwa malipo ya KES.',
  backHome: 'Rudi Mwanzo',
};

export const planLinesSw: PlanLineWords = { period: (period) => planTermsSw.period[period], classes: planTermsSw.classesText };

export const paymentWordDictionaries: Dictionaries<PaymentWords> = { en: paymentWords, sw: paymentWordsSw };
