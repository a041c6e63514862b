// The Kiswahili twin of classes/messages.ts (the weekly classes on the dashboard and /mentor).
import type { Dictionaries } from '../i18n/dictionary';
import { classMessages, type ClassMessages } from './messages';

export const classMessagesSw: ClassMessages = {
  signIn: 'Tafadhali ingia tena ili usimamie madarasa.',
  notFound: 'Hatukuweza kupata usajili huu. Tafadhali pakia ukurasa upya.',
  notActive: 'Muda wa darasa unaweza kuchaguliwa mpango ukiwa umelipiwa. Tafadhali uendeleze (ulipie tena) kwanza.',
  noCourse: 'Tafadhali chagua kozi ambayo mtoto huyu amesajiliwa.',
  alreadyChosen: 'Mtoto huyu tayari ana muda wa darasa wa kila wiki.',
  wrongCount: (count) => `Tafadhali chagua ${count === 1 ? 'muda 1' : `nyakati ${count}`} za kila wiki.`,
  sameDay: 'Tafadhali chagua muda katika siku tofauti: wiki bado ina siku zilizo wazi.',
  taken:
    'Mtu amechukua sasa hivi mojawapo ya nyakati hizi. Hizi ndizo nyakati ambazo bado ziko wazi; chaguo zako nyingine zimehifadhiwa.',
  chosen: 'Muda wa darasa wa kila wiki umehifadhiwa.',
  chosenNoClass: (dates) => `Muda wa darasa wa kila wiki umehifadhiwa. Hakuna darasa tarehe ${dates}, mwalimu hatakuwepo.`,
  badTime: 'Tafadhali chagua mojawapo ya nyakati zilizoonyeshwa.',
  notMentor: 'Ukurasa huu ni wa walimu washauri wa JengaCode.',
  classNotFound: 'Hatukuweza kupata darasa hili. Tafadhali pakia ukurasa upya.',
  notYours: 'Darasa hili si mojawapo ya madarasa yako.',
  badOutcome: 'Tafadhali chagua amehudhuria, hayupo au limeghairiwa.',
  noteTooLong: (max) => `Tafadhali andika maelezo ya herufi chini ya ${max}.`,
  marked: 'Imehifadhiwa.',
  moveTooLate: (line, hours) =>
    `Mpango wako una ${line}: darasa linaweza kuhamishwa hadi saa ${hours} kabla halijaanza, na hili linaanza mapema zaidi.`,
  moveLimit: (line, perMonth) => `Mpango wako una ${line}: mara ${perMonth} kwa mwezi, na za mwezi huu zimekwisha.`,
  noMoveRule: 'Mpango huu haujumuishi kuhamisha madarasa.',
  moveNoHours:
    'Hakuna muda ulio wazi kabla ya mwisho wa kipindi kilicholipiwa. Tafadhali jibu ujumbe wako wa kukumbusha na shule itakusaidia.',
  moveTaken: 'Mtu amechukua muda huu sasa hivi. Hizi ndizo nyakati ambazo bado ziko wazi.',
  moved: 'Darasa limehamishwa.',
  cantMakeIt: (link) =>
    `Pole, tutakukosa. Hamisha darasa kwenda muda mwingine kwa kiungo chako cha siri (usimpe mtu mwingine): ${link} . Kinafanya kazi hadi darasa liishe.`,
  confirmed: 'Asante, tumeandika kwamba utakuwepo.',
  moveLinkExpired: 'Kiungo hiki kimeisha muda wake au si sahihi. Ingia kwenye ukurasa wako ili kuhamisha darasa.',
  limited: 'Majaribio mengi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha ujaribu tena.',
  failed: 'Kuna tatizo limetokea. Tafadhali jaribu tena.',
};

export const classDictionaries: Dictionaries<ClassMessages> = { en: classMessages, sw: classMessagesSw };
