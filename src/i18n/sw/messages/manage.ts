import type { ManageMessages } from '../../en/messages/manage';
import { words as asOfWords } from './manage-as-of';

export const words: ManageMessages = {
  loading: 'Tunapakia nafasi uliyoweka…',
  asOf: asOfWords.asOf,
  notFound:
    'Kiungo hiki si sahihi au kimepitwa na muda. Tafadhali tumia kiungo kilicho kwenye barua pepe yako ya karibuni, au wasiliana nasi kwa WhatsApp.',
  tooLate: (hours) =>
    `Darasa linaweza kubadilishwa mtandaoni hadi saa ${hours} kabla ya darasa kuanza, na muda huo umepita. Tafadhali wasiliana nasi kwa WhatsApp.`,
  changeUntil: (hours) => `Ratiba imebadilika? Unaweza kuhamisha au kughairi darasa hadi saa ${hours} kabla ya darasa kuanza.`,
  notUpcoming: 'Darasa la nafasi hii limeshapita au limeghairiwa, kwa hiyo haliwezi kubadilishwa.',
  sameSlot: 'Huo tayari ndio muda wa darasa hili. Tafadhali chagua muda mwingine.',
  signIn: 'Tafadhali ingia tena ili usimamie nafasi hii.',
  cancelled: 'Darasa hili limeghairiwa.',
  cancelledNow: 'Darasa lako limeghairiwa. Nafasi iko wazi tena kwa familia nyingine.',
  rescheduledNow: 'Darasa lako limehamishwa. Tumekutumia muda mpya kwa barua pepe.',
  limited: 'Umejaribu mara nyingi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha ujaribu tena.',
  failed: 'Kuna tatizo limetokea na hakuna kilichobadilishwa. Tafadhali angalia mtandao wako ujaribu tena.',
  notHere: 'Nafasi hii haiwezi tena kubadilishwa hapa. Tafadhali zungumza nasi kwa WhatsApp.',
};
