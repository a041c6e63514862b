import type { DonateWords } from '../en/donate';

export const words: DonateWords = {
  title: 'Chagua zawadi yako',
  how: (mpesa) => `Mara moja, kwa kadi${mpesa ? ' au M-Pesa' : ''}, kupitia Paystack.`,
  currency: 'Sarafu',
  amount: 'Kiasi',
  custom: (currency) => `Au andika kiasi kingine (${currency})`,
  example: (amount) => `mfano ${amount}`,
  name: 'Mchango',
};
