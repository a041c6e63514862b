// The Kiswahili twin of subscriptionMessages (subscription.ts): the dashboard's renewal words.
import type { Dictionaries } from '../../i18n/dictionary';
import { subscriptionMessages, type SubscriptionMessages } from './subscription';

export const subscriptionMessagesSw: SubscriptionMessages = {
  notFound: 'Hatukuweza kupata usajili huo kwenye akaunti yako. Tafadhali pakia ukurasa upya.',
  none: 'Mpango huu haujiendelezi wenyewe: lipa kipindi kijacho kutoka hapa kikifika.',
  failed: 'Paystack haikujibu. Hakuna kilichobadilishwa; tafadhali jaribu tena baada ya dakika moja.',
  turnedOff: 'Kuendeleza kiotomatiki kumezimwa. Madarasa yanaendelea hadi tarehe iliyolipiwa.',
  turnedOn: 'Kuendeleza kiotomatiki kumewashwa tena.',
};

export const subscriptionDictionaries: Dictionaries<SubscriptionMessages> = {
  en: subscriptionMessages,
  sw: subscriptionMessagesSw,
};
