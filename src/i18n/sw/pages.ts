import type { PageWords } from '../en/pages';

/** "dakika 60": minutes, never "saa 1", which reads as a clock time (7 o'clock). */
const length = (minutes: number) => `dakika ${minutes}`;

export const words: PageWords = {
  bookClass: {
    title: 'Weka nafasi ya darasa la majaribio bure',
    description: (minutes, brand) =>
      `Weka nafasi ya darasa la majaribio la bure la ${length(minutes)} la kuandika programu na AI, moja kwa moja na mwalimu wa ${brand}. Chagua siku na muda unaofaa familia yako.`,
    lead: 'Tuambie kuhusu mtoto wako, chagua siku na muda, nasi tutakutumia maelezo ya darasa kwa barua pepe.',
    promises: {
      clock: (minutes) => `Darasa la moja kwa moja la ${length(minutes)} na mwalimu halisi`,
      globe: 'Muda unaonyeshwa kwa saa za eneo lako',
      rocket: 'Mtoto wako anajenga kitu siku ya kwanza',
    },
  },
  pricing: {
    title: 'Bei',
    description:
      'Mipango ya madarasa ya moja kwa moja mtandaoni ya kuandika programu na AI, darasa moja hadi manne kwa wiki. Lipa kila mwezi, kila miezi mitatu au kila mwaka kwa shilingi za Kenya au dola za Marekani.',
    lead: 'Anza na darasa la majaribio bure, kisha uchague mpango unaofaa familia yako.',
    notSure: 'Huna uhakika ni mpango upi?',
    notSureText: 'Weka nafasi ya darasa la majaribio bure. Baada yake, mwalimu atapendekeza kozi na kasi inayomfaa mtoto wako.',
    bookTrial: 'Weka nafasi ya majaribio bure',
  },
  programs: {
    title: 'Kozi',
    description:
      'Kozi nne za moja kwa moja mtandaoni za kuandika programu na AI kwa umri wa miaka 5 hadi 17: Scratch Programming with AI, AI & Coding Champion, Prodigy na Grandmaster.',
    heading: 'Kozi zetu',
    lead: 'Kozi za moja kwa moja mtandaoni za kuandika programu na AI kuanzia chekechea hadi darasa la 12, zinazofundishwa na walimu halisi.',
  },
  faq: {
    title: 'Maswali yanayoulizwa mara kwa mara',
    description: (brand) =>
      `Majibu kwa wazazi kuhusu ${brand}: umri, uzoefu, vifaa, muda wa darasa, malipo, vyeti na kurejeshewa pesa.`,
    eyebrow: 'Maswali',
    lead: 'Yote ambayo wazazi huuliza kabla ya darasa la kwanza. Hujapata jibu lako? Tuko tayari kukusaidia.',
    list: 'Maswali na majibu',
    stillTitle: 'Bado una maswali?',
    stillText: 'Timu yetu ya usajili hujibu kila ujumbe, kwa kawaida ndani ya siku moja.',
    contact: 'Wasiliana nasi',
    bookTrial: 'Weka nafasi ya majaribio bure',
  },
  contact: {
    title: 'Wasiliana nasi',
    description:
      'Wasiliana na timu yetu ya usajili kuhusu kozi, mipango, madarasa ya majaribio bure au madarasa ya vikundi kwa shule yako.',
    heading: 'Wasiliana nasi',
    lead: 'Timu yetu ya usajili iko tayari kukusaidia kuhusu kozi, mipango na madarasa ya vikundi.',
  },
  projects: {
    title: 'Miradi ya wanafunzi',
    description:
      'Tovuti, katuni na michezo ya Scratch iliyojengwa na wanafunzi wetu kuanzia chekechea hadi darasa la 12 katika madarasa ya moja kwa moja mtandaoni.',
    lead: 'Tovuti, katuni na michezo iliyotengenezwa na wanafunzi wetu darasani.',
  },
  testimonials: {
    title: 'Shuhuda',
    description:
      'Wanachosema wazazi na wanafunzi wa Kenya, Uganda, Tanzania, Nigeria na Afrika Kusini kuhusu madarasa yetu ya moja kwa moja ya kuandika programu.',
    lead: 'Wazazi na wanafunzi kote Afrika wanasimulia jinsi wanavyojifunza kuandika programu nasi.',
  },
  login: {
    title: 'Ingia',
    description: (brand) => `Ingia kwenye ${brand} kwa akaunti yako ya Google uone darasa la majaribio la mtoto wako.`,
  },
  pay: {
    title: 'Malipo ya mpango',
    description: (brand) => `Lipia mpango wa masomo wa ${brand} kwa kadi, kwa usalama.`,
    back: '← Rudi kwenye bei',
    heading: 'Malipo ya mpango',
  },
  enroll: {
    title: 'Usajili',
    description: (brand) => `Msajili mtoto wako katika ${brand}.`,
  },
  dashboard: {
    title: 'Ukurasa wangu',
    description: (brand) => `Darasa la majaribio la mtoto wako katika ${brand}.`,
  },
  move: {
    title: 'Hamisha darasa',
    description: (brand) => `Hamisha darasa la ${brand} kwenda muda mwingine.`,
    eyebrow: 'Madarasa',
  },
  manage: {
    title: 'Darasa lako la majaribio',
    description: (brand) => `Badilisha au ghairi darasa la majaribio la mtoto wako katika ${brand}.`,
  },
  donate: {
    title: 'Mwezeshe mwanafunzi',
    description: (brand) =>
      `Changia ${brand} umsaidie mtoto barani Afrika kupata elimu ya kuandika programu kupitia madarasa ya moja kwa moja mtandaoni.`,
    eyebrow: 'Changia',
    lead: 'Msaidie mtoto kupata elimu ya kuandika programu. Kila mchango unalipia masomo ya moja kwa moja na mwalimu kwa mwanafunzi ambaye familia yake haiwezi kumudu.',
    section: 'Mchango wako',
    impact: [
      { title: 'Madarasa ya moja kwa moja', text: 'Zawadi yako inalipia masomo halisi na mwalimu, si video tu.' },
      { title: 'Miradi halisi', text: 'Wanafunzi hujenga michezo, tovuti na miradi ya AI wanayojivunia.' },
      { title: 'Kipaji, si pesa', text: 'Watoto ambao wasingeweza kulipia madarasa wanapata nafasi yao.' },
    ],
  },
  donatepay: {
    title: 'Malipo ya mchango',
    description: (brand) => `Lipia elimu ya kuandika programu ya mtoto pamoja na ${brand}: mchango salama kwa kadi.`,
    heading: 'Malipo ya mchango',
  },
  results: {
    home: 'Rudi mwanzo',
    readFaq: 'Soma maswali',
    redirecting: 'Tunakupeleka ukurasa mwingine baada ya',
    paused: 'Tumesimamisha kukupeleka ukurasa mwingine unapotumia kiungo kilicho juu.',
    seconds: { one: 'sekunde {n}', many: 'sekunde {n}' },
  },
};
