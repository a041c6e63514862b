// Kiswahili: as ../../en/mail/waitlist.ts.
import type { words as english } from '../../en/mail/waitlist';

export const words: typeof english = {
  joined: {
    subject: (when, brand) => `Uko kwenye orodha ya kusubiri: ${when} · ${brand}`,
    onList: (student, hours) =>
      `${student} yuko kwenye orodha ya kusubiri ya darasa la majaribio (bure) lililo hapa chini. Nafasi ikipatikana, tutakujulisha kwa WhatsApp na kwa barua pepe, na tutakushikilia nafasi hiyo kwa saa ${hours}.`,
    button: 'Angalia au toka kwenye orodha',
    keepLink: 'Kiungo hiki ni chako peke yako: usimpe mtu mwingine. Orodha inaisha siku ya darasa ikipita.',
  },
  offer: {
    subject: (student, when, brand) => `Nafasi imepatikana kwa ${student}: ${when} · ${brand}`,
    held: (student, until) =>
      `Nafasi imepatikana kwenye darasa la majaribio (bure) ulilokuwa ukisubiri. Tunamshikilia ${student} nafasi hiyo hadi ${until}.`,
    holdLabel: 'Imeshikiliwa hadi',
    button: 'Chukua nafasi hii',
    oneTap: (until) =>
      `Bonyeza mara moja tu kuichukua. Baada ya ${until} nafasi itapewa familia inayofuata kwenye orodha. Kama huihitaji tena, ukurasa huo huo unakuwezesha kutoka kwenye orodha.`,
  },
  hourJoined: {
    subject: (when, brand) => `Uko kwenye orodha ya kusubiri ya ${when} · ${brand}`,
    onList: (student, hours) =>
      `${student} yuko kwenye orodha ya kusubiri ya saa ya darasa ya kila wiki iliyo hapa chini. Saa ya mwalimu ikiwa wazi, tutakujulisha kwa WhatsApp na kwa barua pepe, na tutakushikilia saa hiyo kwa saa ${hours}.`,
    button: 'Angalia au toka kwenye orodha',
    keepLink: 'Kiungo hiki ni chako peke yako: usimpe mtu mwingine. Orodha inaisha kipindi kilicholipiwa kikiisha.',
  },
  hourOffer: {
    subject: (student, when, brand) => `Saa ya kila wiki iko wazi kwa ${student}: ${when} · ${brand}`,
    held: (student, until) =>
      `Saa ya darasa ya kila wiki uliyokuwa ukisubiri iko wazi sasa. Tunamshikilia ${student} saa hiyo hadi ${until}.`,
    holdLabel: 'Imeshikiliwa hadi',
    button: 'Chukua saa hii',
    oneTap: (until) =>
      `Bonyeza mara moja tu iwe saa ya kila wiki ya mtoto wako. Baada ya ${until} saa itapewa familia inayofuata kwenye orodha. Kama huihitaji tena, ukurasa huo huo unakuwezesha kutoka kwenye orodha.`,
  },
};
