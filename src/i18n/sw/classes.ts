import type { ClassMessages } from '../en/classes';

export const words: ClassMessages = {
  signIn: 'Tafadhali ingia tena ili usimamie madarasa.',
  notFound: 'Hatukuweza kupata usajili huu. Tafadhali pakia ukurasa upya.',
  notActive: 'Muda wa darasa unaweza kuchaguliwa mpango ukiwa umelipiwa. Tafadhali uuendeleze (ulipie tena) kwanza.',
  noCourse: 'Tafadhali chagua kozi ambayo mtoto huyu amesajiliwa.',
  alreadyChosen: 'Mtoto huyu tayari ana muda wa darasa wa kila wiki.',
  wrongCount: (count) => `Tafadhali chagua ${count === 1 ? 'kipindi 1 cha' : `vipindi ${count} vya`} kila wiki.`,
  sameDay: 'Tafadhali chagua muda katika siku tofauti: wiki bado ina siku zilizo wazi.',
  taken:
    'Mtu amechukua sasa hivi mojawapo ya nyakati hizi. Hizi ndizo nyakati ambazo bado ziko wazi; chaguo zako nyingine zimehifadhiwa.',
  chosen: 'Muda wa darasa wa kila wiki umehifadhiwa.',
  chosenNoClass: (dates) =>
    `Muda wa darasa wa kila wiki umehifadhiwa. Hakuna darasa tarehe ${dates}: shule imefungwa au mwalimu hatakuwepo.`,
  badTime: 'Tafadhali chagua mojawapo ya nyakati zilizoonyeshwa.',
  notMentor: (brand: string) => `Ukurasa huu ni wa walimu washauri wa ${brand}.`,
  classNotFound: 'Hatukuweza kupata darasa hili. Tafadhali pakia ukurasa upya.',
  notYours: 'Darasa hili si mojawapo ya madarasa yako.',
  badOutcome: 'Tafadhali chagua amehudhuria, hayupo au limeghairiwa.',
  noteTooLong: (max) => `Tafadhali andika maelezo ya herufi chini ya ${max}.`,
  marked: 'Imehifadhiwa.',
  mentorCovered: (mentor) => `Asante kwa kutujulisha. ${mentor} atafundisha darasa hili, na familia imearifiwa.`,
  mentorCancelled:
    'Asante kwa kutujulisha. Hakuna mwalimu mwingine aliye huru wakati huo, kwa hiyo darasa limeghairiwa; familia imearifiwa na itapata nafasi ya darasa la fidia.',
  mentorUnchanged: 'Darasa hili haliwezi kukabidhiwa tena: limeshaanza, au tayari lina mwalimu mwingine au limeghairiwa.',
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
  noSuchHour: 'Tafadhali chagua mojawapo ya saa zilizoonyeshwa.',
  hourLinkNotFound: 'Hatukupata kiungo hiki cha orodha ya kusubiri. Huenda kimeisha, au kimenakiliwa nusu tu.',
  limited: 'Umejaribu mara nyingi mno kwa muda mfupi. Tafadhali subiri dakika moja, kisha ujaribu tena.',
  failed: 'Kuna tatizo limetokea. Tafadhali jaribu tena.',
};
