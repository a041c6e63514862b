import type { EnrollMessages } from '../en/enroll';
import { words as planTerms } from './planTerms';

export const words: EnrollMessages = {
  loading: 'Tunapakia pendekezo lako…',
  notFound:
    'Kiungo hiki cha usajili si sahihi au kimepitwa na muda. Tafadhali tumia kiungo kilicho kwenye barua pepe yetu ya karibuni, au wasiliana nasi kwa WhatsApp.',
  signIn: 'Tafadhali ingia tena ili ukamilishe usajili.',
  limited: 'Umejaribu mara nyingi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha ujaribu tena.',
  failed: 'Hatukuweza kupakia pendekezo lako. Tafadhali angalia mtandao wako ujaribu tena.',
  planGone: 'Mpango huu hautolewi tena. Tafadhali wasiliana nasi kwa WhatsApp tutakupendekezea mwingine.',
  wrongAmount: (price) => `Bei iliyopendekezwa ni ${price}.`,
  student: 'Mwanafunzi',
  receiptTo: 'Risiti kwa barua pepe kwenda',
  heading: (renews, student) => `${renews ? 'Endeleza (lipia tena) usajili wa' : 'Sajili'} ${student}`,
  course: 'Kozi',
  plan: 'Mpango',
  price: 'Bei',
  siblingDiscount: planTerms.siblingDiscount,
  siblingRule: planTerms.siblingRule,
  siblingOff: planTerms.siblingOff,
  paidUntil: 'Imelipiwa hadi',
  parts: {
    legend: 'Ungependa kulipa vipi?',
    full: (amount) => `Yote mara moja: ${amount}`,
    inParts: (parts, first, total) => `Kwa awamu ${parts}: ${first} sasa (jumla ${total})`,
    rule: planTerms.instalmentRule,
    paying: (n, of, due) => `Awamu ya ${n} kati ya ${of}, inatakiwa ${due}`,
  },
  referralCredit: 'Salio la rufaa',
  creditOff: (amount) => `Punguzo la ${amount} kutoka salio lako la rufaa`,
  tryAgain: 'Jaribu tena',
  chat: 'Ongea nasi WhatsApp',
};
