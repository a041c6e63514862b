import type { CareersWords } from '../en/careers';

export const words: CareersWords = {
  title: 'Nafasi za kazi',
  description: (brand) =>
    `Jiunge na ${brand}: fundisha watoto na vijana kote Afrika kuandika programu na AI. Tazama nafasi zilizo wazi na jinsi ya kuomba.`,
  hero: {
    title: 'Fundisha kizazi kijacho cha wabunifu wa Kiafrika',
    lead: (brand) =>
      `${brand} inakua. Jiunge na walimu na wafanyakazi wanaowasaidia watoto na vijana kujifunza, kujenga na kufanikiwa kwa kuandika programu.`,
    roles: 'Tazama nafasi zilizo wazi',
    apply: 'Jinsi ya kuomba',
  },
  perksLabel: 'Kwa nini ufanye kazi nasi',
  perks: [
    { title: 'Fundisha ukiwa popote', text: 'Kazi za mbali kote Afrika, kwa muda wa darasa unaofaa wiki yako.' },
    { title: 'Kazi yenye maana', text: 'Fungua mlango wa teknolojia kwa watoto watakaojenga mustakabali wa Afrika.' },
    { title: 'Timu inayosaidiana', text: 'Mafunzo, mipango ya masomo na walimu washauri waliofundisha maelfu ya wanafunzi.' },
  ],
  roles: {
    eyebrow: 'Nafasi zilizo wazi',
    open: (count) => `Nafasi ${count} ${count === 1 ? 'iko wazi' : 'ziko wazi'} sasa`,
    lookFor: 'Tunachotafuta',
    apply: 'Omba nafasi hii',
    subject: (title) => `Application: ${title}`,
  },
  howTo: {
    eyebrow: 'Jinsi ya kuomba',
    title: 'Tutumie barua pepe',
    lead: 'Hujaona nafasi yako? Tuandikie hata hivyo: tunapenda kusikia kutoka kwa watu wanaojali watoto na kuandika programu.',
    steps: (email) => [
      `Tuma barua pepe kwa ${email} ukiweka jina la nafasi kwenye kichwa cha barua.`,
      'Ambatisha CV yako na mistari michache kuhusu kwa nini unapenda kufundisha vijana.',
      'Tunajibu ndani ya wiki mbili; walioteuliwa hufundisha darasa fupi la maonyesho.',
    ],
  },
};
