import type { GuardianWords } from '../en/guardians';

const hoursText = (hours: number) => (hours === 1 ? 'saa 1' : `saa ${hours}`);

export const words: GuardianWords = {
  panel: {
    heading: 'Walezi',
    intro: 'Mwalike mzazi au mlezi mwingine. Ataingia kwa Google na kuona watoto, madarasa na malipo yale yale.',
    emailLabel: 'Barua pepe yake',
    byEmail: 'Tuma mwaliko kwa barua pepe',
    byWhatsApp: 'Tuma mwaliko kwa WhatsApp',
    sent: (email: string) => `Mwaliko umetumwa kwa ${email}.`,
    shareReady: 'Ujumbe wako wa WhatsApp uko tayari: chagua utakayemtumia.',
    expires: (hours: number) => `Kiungo kinatumika mara moja tu, kwa ${hoursText(hours)}.`,
    you: 'Wewe',
    remove: 'Ondoa',
    leave: 'Ondoka kwenye familia hii',
    removed: 'Ameondolewa. Haoni tena familia hii.',
    left: 'Umeondoka kwenye familia hii.',
    guardianOf: 'Wewe ni mlezi wa familia hii.',
  },
  page: {
    title: 'Jiunge na familia yako',
    description: (brand: string) => `Kubali mwaliko wa kufuatilia madarasa ya familia yako ${brand}.`,
    intro: (brand: string) => `Umealikwa kufuatilia madarasa ya mtoto wako ${brand}. Ingia kwa Google ukubali.`,
    signIn: 'Ingia kwa Google',
    accepting: 'Tunakuunganisha na familia yako…',
    joined: 'Karibu! Sasa unaiona familia yako kwenye ukurasa wako.',
    toDashboard: 'Nenda kwenye ukurasa wangu',
    noLink: 'Ukurasa huu unahitaji kiungo cha mwaliko wako. Tafadhali fungua kiungo ulichotumiwa.',
  },
  refused: {
    signIn: 'Tafadhali ingia kwa Google ili ukubali mwaliko huu.',
    notFound: 'Kiungo hiki cha mwaliko si sahihi. Omba kingine.',
    used: 'Kiungo hiki cha mwaliko kimeshatumika. Omba kingine.',
    expired: 'Muda wa kiungo hiki cha mwaliko umeisha. Omba kingine.',
    revoked: 'Mwaliko huu uliondolewa. Omba mwingine.',
    own: 'Huu ni mwaliko wako mwenyewe: mtumie mzazi au mlezi mwingine.',
    member: 'Tayari wewe ni mlezi wa familia. Ondoka kwanza ili ujiunge na nyingine.',
    full: 'Familia hii tayari ina walezi wote inaoruhusiwa.',
    noFamily: 'Fungua ukurasa wako kwanza, kisha ualike.',
    notGuardian: 'Hatukumpata mlezi huyo kwenye familia yako.',
    last: 'Wewe ndiye mlezi pekee wa familia hii, kwa hivyo huwezi kuiacha. Ili kufunga familia na kufuta kumbukumbu zake, iandikie shule.',
    left: 'Umeiacha familia hii, kwa hivyo huoni tena watoto, madarasa wala malipo yake. Muombe mlezi wake mwaliko mpya ili ujiunge tena.',
    unreadable: 'Tafadhali angalia barua pepe.',
  },
  mail: {
    subject: (brand: string, inviter: string) => `${inviter} amekualika ${brand}`,
    heading: 'Habari,',
    body: (brand: string, inviter: string) =>
      `${inviter} amekualika kufuatilia madarasa ya kuandika programu ya mtoto wenu ${brand}: madarasa, ripoti, vyeti na malipo. Ingia kwa Google ukubali.`,
    button: 'Kubali mwaliko',
    expires: (hours: number) => `Kiungo kinatumika mara moja tu, kwa ${hoursText(hours)}.`,
  },
  share: (brand: string, inviter: string, url: string, hours: number) =>
    `${inviter} amekualika kufuatilia madarasa ya mtoto wetu ${brand}. Fungua kiungo hiki na uingie kwa Google (kinatumika mara moja tu, kwa ${hoursText(hours)}): ${url}`,
};
