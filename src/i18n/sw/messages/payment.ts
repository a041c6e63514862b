import type { PaymentMessages } from '../../en/messages/payment';
import { words as email } from './email';

export const words: PaymentMessages = {
  fillAllFields: 'Tafadhali jaza kila sehemu: jina la mwanafunzi, barua pepe na kiasi.',
  invalidEmail: email.invalid,
  amountNotPositive: 'Kiasi lazima kiwe zaidi ya sifuri.',
  invalidPlanAmount: (currency) => `Kiasi si sahihi kwa ${currency}. Tafadhali chagua mpango sahihi.`,
  sdkNotLoaded: 'Huduma ya malipo bado haijapakia. Tafadhali subiri sekunde chache ujaribu tena.',
  noReference: 'Hakuna namba ya kumbukumbu ya malipo iliyorudishwa.',
  popupClosed: 'Dirisha la malipo lilifungwa kabla malipo hayajakamilika.',
  verifying: 'Tunathibitisha malipo...',
  verificationFailed: 'Hatukuweza kuthibitisha malipo.',
  serverError: 'Hitilafu kwenye seva. Jaribu tena baadaye.',
  stillConfirming:
    'Bado tunathibitisha malipo yako. Tafadhali usilipe tena: tutakutumia risiti kwa barua pepe mara tu yatakapothibitishwa.',
  receivedTitle: 'Asante! Tumepokea malipo yako.',
  receivedForReview:
    'Kiasi chake si mojawapo ya bei za mipango za leo, kwa hiyo timu yetu itakiangalia na kukutumia barua pepe kuthibitisha mpango wako. Tafadhali usilipe tena.',
  reference: (reference) => `Kumbukumbu: ${reference}`,
  success: (reference) => `Malipo yamefanikiwa! Kumbukumbu: ${reference}`,
  processing: 'Inashughulikiwa...',
  payButton: (currency) => `Lipa sasa (${currency})`,
  donateButton: (currency) => `Changia sasa (${currency})`,
  portalSubtitle: 'Malipo salama',
  defaultPlanName: 'Mpango maalum',
  defaultDonationName: 'Kiasi maalum',
  namePlaceholder: 'Andika jina kamili la mwanafunzi',
};
