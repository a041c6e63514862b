import type { ReferralWords } from '../en/referrals';

export const words: ReferralWords = {
  panel: {
    heading: 'Mwalike rafiki',
    intro: (credit: string, upTo: boolean) =>
      `Shiriki kiungo chako. Familia ikiweka darasa la majaribio la bure kupitia kiungo hiki na kulipia mpango wake wa kwanza, kila mmoja wenu atapata punguzo la ${upTo ? 'hadi ' : ''}${credit} kwenye malipo yajayo.`,
    byWhatsApp: 'Shiriki kwa WhatsApp',
    copy: 'Nakili kiungo',
    copied: 'Kiungo kimenakiliwa.',
    linkLabel: 'Kiungo chako',
    message: (brand: string, link: string) =>
      `Mtoto wetu anajifunza kuandika programu na AI mtandaoni na ${brand}, na tunapenda. Mwekee mtoto wako darasa la majaribio la bure hapa: ${link}`,
    credits: 'Salio lako la rufaa',
    none: 'Bado huna salio la rufaa.',
    creditLine: (amount: string, left: string, referred: boolean) =>
      `${amount} ${referred ? 'kwa kujiunga kupitia rafiki' : 'kwa rafiki aliyejiunga'}: imebaki ${left}`,
    usedUp: 'imetumika',
    nextPayment: 'Salio litapunguzwa kwenye malipo yako yajayo bila wewe kufanya chochote.',
  },
  signIn: 'Tafadhali ingia ili kuona kiungo chako cha kushiriki.',
  noFamily: 'Fungua ukurasa wako mara moja ili kuanzisha familia yako, kisha ujaribu tena.',
};
