import type { RetentionWords } from '../en/retention';

/** Miaka kwa maneno, hadi mitano (ngeli ya mwaka: mmoja, miwili...). */
const YEARS = ['', 'mwaka mmoja', 'miaka miwili', 'miaka mitatu', 'miaka minne', 'miaka mitano'];

export const words: RetentionWords = {
  period: (days) => {
    const years = days / 365;
    if (Number.isInteger(years) && years > 0 && years < YEARS.length) return YEARS[years]!;
    return `siku ${days}`;
  },
  row: (what, howLong) => `${what}: ${howLong}.`,
  rows: {
    bookings: {
      what: 'Nafasi za madarasa ya majaribio (mwanafunzi, mzazi, barua pepe, nambari ya WhatsApp, saa ya darasa)',
      howLong: (period: string) => `${period} baada ya darasa`,
    },
    bookingAddresses: {
      what: 'Anwani ya mtandao ambayo nafasi ya darasa la majaribio iliwekwa kutoka kwayo, inayotusaidia kutambua mtu anayeweka nafasi nyingi kwa mpigo',
      howLong: (period: string) => `${period} baada ya kuweka nafasi`,
    },
    waitlist: {
      what: 'Orodha ya kusubiri ya darasa la majaribio lililojaa (mwanafunzi, mzazi, barua pepe, nambari ya WhatsApp, saa ya darasa)',
      howLong: 'hadi siku ya darasa iishe',
    },
    hourWaitlist: {
      what: 'Orodha ya kusubiri ya saa ya kila wiki iliyojaa (mtoto, familia, saa hiyo na nyakati nyingine za mpango)',
      howLong: 'hadi kipindi kilicholipiwa kiishe',
    },
    trialLeads: {
      what: 'Jina na barua pepe ya mzazi aliyeweka nafasi ya darasa la majaribio',
      howLong: (period: string) => period,
    },
    rateLimits: {
      what: 'Idadi ya maombi ya hivi karibuni kutoka kwa kila anwani ya mtandao au barua pepe, inayozuia maombi mengi kwa mpigo',
      howLong: 'hadi muda wa kuhesabu uishe',
    },
    contactMessages: {
      what: 'Ujumbe uliotumwa kupitia fomu ya mawasiliano',
      howLong: (period: string) => period,
    },
    questions: {
      what: 'Anwani za barua pepe zilizoachwa kwenye kisanduku cha "Una maswali?"',
      howLong: (period: string) => period,
    },
    mail: {
      what: 'Nakala za barua pepe tunazokutumia',
      howLong: (period: string) =>
        `${period} baada ya kutumwa (nakala iliyo na kiungo chako cha siri cha nafasi hufutiwa maandishi yake mara tu inapotumwa)`,
    },
    messages: {
      what: 'Nakala za ujumbe wa WhatsApp na SMS tunazokutumia',
      howLong: (period: string) =>
        `${period} baada ya kuandikwa (ujumbe ulio na kiungo chako cha siri cha nafasi hufutiwa maandishi yake mara tu unapofika)`,
    },
    contacts: {
      what: 'Kwa kila nambari ya WhatsApp (iliyohifadhiwa kama hashi): kama ulijibu STOP, na lini uliandika mara ya mwisho',
      howLong: 'huhifadhiwa, ili STOP yako iheshimiwe kwa muda wote tunaoweza kukuandikia',
    },
    families: {
      what: 'Familia ya mzazi aliyeingia: barua pepe yake ya Google na jina lake',
      howLong:
        'huhifadhiwa muda wote akaunti ya familia yako iko wazi; tuombe na tutaifuta, pamoja na kila kitu kingine tulicho nacho kukuhusu',
    },
    guardians: {
      what: 'Mzazi au mlezi wa pili wa familia: barua pepe yake ya Google na jina lake, lugha yake, ujumbe anaochagua kupokea na nambari yake ya WhatsApp',
      howLong: 'huhifadhiwa akiwa bado katika familia; hufutwa anapoondoka au anapoondolewa, au pamoja na familia',
    },
    referrals: {
      what: 'Nani alimleta nani: barua pepe na nambari ya WhatsApp ya familia iliyoletwa, kutoka kwenye nafasi yake ya darasa la majaribio, na kama rufaa ilileta salio au kwa nini haikuleta',
      howLong: 'huhifadhiwa pamoja na malipo ambayo salio la rufaa linapunguza',
    },
    children: {
      what: 'Majina ya watoto wako na madarasa yao shuleni, kama unavyoyaorodhesha kwenye dashibodi yako',
      howLong:
        'huhifadhiwa muda wote akaunti ya familia yako iko wazi; mwondoe mtoto kwenye dashibodi yako, au tuombe na tutawafuta',
    },
    recommendations: {
      what: 'Programu ambayo shule inampendekezea mtoto baada ya darasa la majaribio',
      howLong: 'huhifadhiwa pamoja na usajili unaofuata',
    },
    enrollments: {
      what: 'Usajili wa mtoto: kozi, mpango na tarehe ambayo umelipiwa hadi',
      howLong: 'huhifadhiwa kwa ajili ya hesabu za shule, kama malipo',
    },
    certificates: {
      what: 'Kilichoandikwa kwenye cheti cha mtoto (jina kama lilivyochapishwa, kozi, kiwango, tarehe, mwalimu), kinachoweza kusomwa na yeyote aliye na nambari yake',
      howLong: 'huhifadhiwa, ili cheti kiweze kuthibitishwa kwa muda wote mtoto anapokionyesha; cheti kilichofutwa husema hivyo',
    },
    subscriptions: {
      what: 'Usasishaji wa kiotomatiki wa mpango wa kadi kupitia Paystack: hali yake, tarehe ya makato yajayo, na tarakimu nne za mwisho za kadi na mwezi inapoisha (kamwe si nambari ya kadi)',
      howLong: 'huhifadhiwa pamoja na usajili unaousasisha',
    },
    cardAuthorizations: {
      what: 'Kadi iliyohifadhiwa ya familia inayolipa kwa kadi: msimbo wa idhini wa Paystack unaoweza kutumika tena (unatozwa tu kwa ufunguo wa siri wa shule, kamwe si nambari ya kadi) na tarakimu nne za mwisho za kadi na mwezi inapoisha',
      howLong: 'huhifadhiwa muda wote familia inalipa kwa kadi; hubadilishwa na kadi inayofuata, na hufutwa familia inapofutwa',
    },
    classes: {
      what: 'Madarasa ya kila wiki ya mtoto: jina la kwanza, kozi, mwalimu, saa, na alama ya mahudhurio na maelezo ya mwalimu',
      howLong:
        'huhifadhiwa pamoja na usajili, kama kumbukumbu ya madarasa yaliyofundishwa; madarasa yajayo hufutwa mpango unapoisha',
    },
    progressReports: {
      what: 'Ripoti za maendeleo za kila mwezi za mtoto: madarasa aliyohudhuria, aliyokosa na yaliyoghairiwa, maelezo ya mwalimu, miradi na kinachofuata',
      howLong:
        'huhifadhiwa pamoja na usajili, ili dashibodi ionyeshe kila mwezi; hufutwa pamoja na familia tunapoifuta kwa ombi lako',
    },
    payments: {
      what: 'Kumbukumbu za malipo (nambari ya kumbukumbu, kiasi, barua pepe, jina la mwanafunzi)',
      howLong:
        'huhifadhiwa kwa ajili ya hesabu za shule; tunapofuta familia kwa ombi lake, malipo yake hubaki bila majina, barua pepe wala nambari ya simu',
    },
  },
};
