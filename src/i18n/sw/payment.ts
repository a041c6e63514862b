// Periods and classes as the Kiswahili mails write
// them (./planTerms.ts).
import { words as planTerms } from './planTerms';
import type { PaymentWords } from '../en/payment';

export const words: PaymentWords = {
  fullName: 'Jina kamili',
  email: 'Barua pepe',
  amount: (currency) => `Kiasi (${currency})`,
  donorPlaceholder: 'Andika jina lako kamili',
  secure:
    'Malipo yanashughulikiwa kwa usalama na Paystack. Taarifa za kadi huenda moja kwa moja kwa Paystack, hazipiti kwenye tovuti yetu.',
  mpesa: ' M-Pesa inapatikana kwa malipo ya KES.',
  backHome: 'Rudi mwanzo',
  plan: { period: (period) => planTerms.period[period], classes: planTerms.classesText },
};
