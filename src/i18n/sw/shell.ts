import type { ShellWords } from '../en/shell';

export const words: ShellWords = {
  skipLink: 'Ruka hadi maudhui',
  topBar: {
    nav: 'Kuu',
    home: (brand) => `Ukurasa wa mwanzo wa ${brand}`,
    courses: 'Kozi',
    pricing: 'Bei',
    contact: 'Wasiliana',
    careers: 'Kazi',
    login: 'Ingia',
    donate: 'Changia',
    bookTrial: 'Weka nafasi',
    menu: 'Menyu',
  },
  footer: {
    questionsTitle: 'Una maswali?',
    questionsLabel: 'Andika barua pepe yako, nasi tutakujibu',
    send: 'Tuma',
    socials: 'Mitandao ya kijamii',
    on: (brand, network) => `${brand} kwenye ${network}`,
    company: 'Kampuni',
    popularCourses: 'Kozi zinazopendwa',
    premiumTracks: 'Kozi za juu',
    rights: 'Haki zote zimehifadhiwa.',
  },
  quickHelp: {
    label: 'Msaada wa haraka',
    toTop: 'Rudi juu',
    chat: 'Ongea nasi kwenye WhatsApp (inafunguka kwenye kichupo kipya)',
  },
  languages: 'Lugha',
  back: '← Rudi',
};
