import type { BookingMessages } from '../../en/messages/booking';
import { words as email } from './email';

export const words: BookingMessages = {
  confirm: 'Thibitisha nafasi',
  saving: 'Tunaweka nafasi…',
  invalidEmail: email.invalid,
  invalidPhone: (country) => `Andika namba sahihi ya WhatsApp ya ${country}.`,
  noSlotsLeft: 'Hakuna muda uliobaki leo. Tafadhali chagua siku nyingine.',
  invalidStudentName: 'Andika jina la mwanafunzi (herufi, nafasi, apostrofi na vistari).',
  invalidGrade: 'Chagua darasa la mwanafunzi shuleni.',
  invalidParentName: 'Andika jina la mzazi au mlezi (herufi, nafasi, apostrofi na vistari).',
  invalidCountry: 'Chagua nchi yako.',
  invalidDate: 'Chagua mojawapo ya siku zinazotolewa.',
  invalidTime: 'Chagua muda wa darasa.',
  slotStarted: 'Darasa hilo limeshaanza. Tafadhali chagua muda wa baadaye.',
  dateClosed: 'Tumefunga siku hiyo. Tafadhali chagua siku nyingine.',
  noSeatsLeft: 'Kila muda wa siku hii umejaa. Tafadhali chagua siku nyingine.',
  slotFull:
    'Samahani, nafasi ya mwisho ya muda huo imechukuliwa sasa hivi. Tafadhali chagua muda mwingine: muda ambao bado uko wazi umeonyeshwa.',
  family:
    'Familia hii tayari ina darasa la majaribio linalokuja. Tumetuma kiungo cha kulisimamia kwa barua pepe tuliyo nayo, ili uweze kulibadilisha au kulighairi huko.',
  tooManyChildren: (max) =>
    `Familia hii tayari ina madarasa ya majaribio yanayokuja ya watoto ${max}, idadi kubwa zaidi ambayo familia moja inaweza kuwa nayo kwa wakati mmoja. Moja ya madarasa hayo likishafanyika au kughairiwa, unaweza kuweka nafasi kwa mtoto mwingine.`,
  limited:
    'Umejaribu mara nyingi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha bonyeza Thibitisha nafasi tena: kila ulichoandika kimehifadhiwa.',
  addressCap:
    'Madarasa mengi ya majaribio ya bure yamewekwa kutoka kwenye mtandao huu leo, kwa hiyo hatuwezi kupokea jingine kutoka kwake hadi kesho. Tafadhali wasiliana nasi kwa WhatsApp tutakuwekea nafasi.',
  challenge: 'Hatukuweza kukagua nafasi uliyoweka. Tafadhali bonyeza Thibitisha nafasi tena: kila ulichoandika kimehifadhiwa.',
  checkFields: 'Tafadhali angalia sehemu iliyowekewa alama.',
};
