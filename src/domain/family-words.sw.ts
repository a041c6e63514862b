// The Kiswahili twin of family-words.ts (glossary: docs/kiswahili.md).
import type { Dictionaries } from './i18n/dictionary';
import { familyWords, type FamilyWords } from './family-words';
import { periodSw } from './i18n/plan-terms.sw';
import { reportLabelsSw } from './progress/report-labels.sw';

export const familyWordsSw: FamilyWords = {
  period: periodSw,
  panel: {
    title: 'Watoto wako',
    loading: 'Inapakia familia yako…',
    failed: 'Hatukuweza kupakia watoto wako. Angalia mtandao wako kisha pakia ukurasa upya.',
    notSaved: 'Haikuhifadhiwa. Angalia mtandao wako kisha ujaribu tena.',
    save: 'Hifadhi',
    addTitle: 'Ongeza mtoto',
    add: 'Ongeza mtoto',
  },
  childForm: {
    name: 'Jina la mtoto',
    grade: 'Darasa shuleni',
    chooseGrade: 'Chagua darasa',
    fullName: 'Andika jina kamili kwenye vyeti (la sivyo jina la kwanza na herufi ya kwanza ya jina la mwisho)',
    cancel: 'Ghairi',
    remove: (child) => `Mwondoe ${child} kwenye familia`,
    yesRemove: (child) => `Ndiyo, mwondoe ${child}`,
    keep: (child) => `Mbakize ${child}`,
  },
  child: {
    edit: 'Badilisha',
    status: { active: 'Unaendelea', past_due: 'Malipo yanadaiwa', expired: 'Umekwisha', cancelled: 'Umeghairiwa' },
    trialStatus: { upcoming: 'Linakuja', attended: 'Alihudhuria', 'no-show': 'Hakuhudhuria', cancelled: 'Limeghairiwa' },
    plan: (plan, period) => `Mpango wa ${plan}, ${period.toLowerCase()}`,
    paidUntil: 'Umelipiwa hadi ',
    payNext: 'Lipa kipindi kijacho',
    payNextOf: (child) => ` cha mpango wa ${child}`,
    recommendation: 'Tunachopendekeza',
    enroll: (child) => `Msajili ${child}`,
    trials: 'Madarasa ya majaribio',
    trialNairobi: 'saa za Nairobi',
    certificates: 'Vyeti',
    revoked: '(kimefutwa)',
    certificateNote: (number) => `Cheti ${number}: shiriki ukurasa wake, au kichapishe kutoka hapo.`,
    payments: 'Malipo',
    receipt: (reference, paidUntil) =>
      `Risiti ${reference}${paidUntil ? `, umelipiwa hadi ${paidUntil}` : ''}. Tumekutumia kwa barua pepe.`,
  },
  classes: {
    failed: 'Hatukuweza kupakia madarasa. Tafadhali pakia ukurasa upya.',
    loading: 'Inapakia madarasa…',
    next: 'Madarasa yanayofuata',
    none: 'Hakuna darasa lijalo katika kipindi kilicholipiwa.',
    noClassOn: (dates) => `Hakuna darasa tarehe ${dates}: mwalimu hatakuwepo.`,
    withMentor: (mentor) => ` na ${mentor}`,
    join: 'Ingia darasani',
    classOf: (when) => ` la ${when}`,
    joinOpens: (minutes) => `Kiungo cha kuingia kinafunguka dakika ${minutes} kabla.`,
    move: 'Hamisha',
    cant: 'Sitaweza kuhudhuria',
    buttonOf: (when) => ` (darasa la ${when})`,
    attendance: (weeks) => `Mahudhurio, wiki ${weeks} zilizopita`,
    noneMarked: 'Hakuna darasa lililowekewa alama bado.',
    outcome: { attended: 'Alihudhuria', absent: 'Hakuwepo', cancelled: 'Limeghairiwa na shule' },
  },
  reports: {
    title: 'Ripoti za maendeleo',
    of: (child) => `: ripoti ya maendeleo ya ${child}`,
    withMentor: (mentor) => `, na ${mentor}`,
    notes: 'Maelezo ya mwalimu',
    projects: 'Miradi',
    next: 'Kinachofuata',
    rows: reportLabelsSw,
  },
  times: {
    loading: 'Inapakia muda wa darasa ulio wazi…',
    legend: 'Chagua muda wa darasa',
    perWeek: (child, count) =>
      `Mpango wa ${child} una ${count === 1 ? 'darasa 1' : `madarasa ${count}`} kwa wiki. Muda uko kwa saa za kwako.`,
    noneFree: 'Hakuna muda wa kila wiki ulio wazi kwa sasa. Tafadhali zungumza nasi.',
    class: (n) => `Darasa ${n}`,
    choose: 'Chagua muda',
    saving: 'Inahifadhi…',
    save: 'Hifadhi muda wa darasa',
  },
  renewal: {
    unreachable: 'Hatukuweza kufikia seva. Angalia mtandao wako kisha ujaribu tena.',
    renews: (next, price, last4) =>
      `Unaendelezwa (kulipiwa tena) wenyewe${next ? ` tarehe ${next}` : ''}${price ? `: ${price}` : ''}${last4 ? ` kutoka kadi yako inayoishia ${last4}` : ''}.`,
    off: 'Kuendeleza (kulipia tena) kwa wenyewe kumezimwa.',
    expires: (month, year) => ` Kadi inaisha ${month}/${year}.`,
    attention: ' Malipo ya mwisho hayakufanikiwa; Paystack itajaribu tena.',
    turnOff: 'Zima kuendeleza kwa wenyewe',
    turnOn: 'Washa kuendeleza kwa wenyewe',
    updateCard: 'Badilisha kadi',
  },
  switches: {
    number: (number) => `Ujumbe wa WhatsApp unaenda kwa ${number}, namba ya nafasi uliyoweka mwisho.`,
    noNumber: 'Ujumbe wa WhatsApp unaenda kwa namba utakayotoa ukiweka nafasi ya darasa la majaribio.',
  },
  calendar: {
    title: 'Madarasa kwenye kalenda yako',
    text: 'Kila darasa lijalo la kila mtoto, na linasasishwa darasa likibadilishwa muda. Kiungo hiki ni cha siri: usimpe mtu mwingine.',
    subscribe: 'Jisajili kupitia programu ya kalenda yako',
    copy: 'Nakili anwani ya kalenda',
    ask: 'Pata kiungo cha kalenda',
    asking: 'Tunatengeneza kiungo…',
    failed: 'Hatukuweza kutengeneza kiungo cha kalenda. Tafadhali jaribu tena.',
    copied: 'Anwani ya kalenda imenakiliwa.',
    copyFailed: 'Kunakili hakukufanya kazi hapa: chagua anwani iliyo juu na uinakili.',
  },
};

export const familyWordDictionaries: Dictionaries<FamilyWords> = { en: familyWords, sw: familyWordsSw };
