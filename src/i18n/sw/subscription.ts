import type { SubscriptionMessages } from '../en/subscription';

export const words: SubscriptionMessages = {
  notFound: 'Hatukuweza kupata usajili huo kwenye akaunti yako. Tafadhali pakia ukurasa upya.',
  none: 'Mpango huu haulipiwi tena kiotomatiki: lipia kipindi kijacho kutoka hapa kikifika.',
  failed: 'Paystack haikujibu. Hakuna kilichobadilishwa; tafadhali jaribu tena baada ya dakika moja.',
  turnedOff: 'Kuendeleza kiotomatiki kumezimwa. Madarasa yanaendelea hadi tarehe iliyolipiwa.',
  turnedOn: 'Kuendeleza kiotomatiki kumewashwa tena.',
};
