import type { TermsWords } from '../en/terms';

export const words: TermsWords = {
  title: 'Sheria na masharti',
  description: (brand) =>
    `Masharti yanayotumika unapotumia tovuti ya ${brand}, unapoweka nafasi ya darasa, unapofungua akaunti au unapolipia mpango.`,
  eyebrow: 'Kisheria',
  lead: (brand) => `Tafadhali soma masharti haya kwa makini. Yanamhusu kila mtu anayetumia tovuti na madarasa ya ${brand}.`,
  onThisPage: 'Kwenye ukurasa huu',
  sections: {
    acceptance: 'Kukubali masharti',
    services: 'Huduma tunazotoa',
    accounts: 'Akaunti za watumiaji',
    payments: 'Malipo na kurejeshewa pesa',
    content: 'Matumizi ya maudhui',
    privacy: 'Faragha',
    disclaimers: 'Tusichoweza kuahidi',
    modifications: 'Mabadiliko',
    'governing-law': 'Sheria inayotumika',
  },
  acceptance: (brand) =>
    `Kwa kutumia tovuti ya ${brand}, kuweka nafasi ya darasa, kufungua akaunti au kufanya malipo, unakubali Sheria na Masharti haya. Kama hukubali, tafadhali usitumie huduma zetu.`,
  services: (brand) =>
    `${brand} inatoa madarasa ya moja kwa moja mtandaoni ya kuandika programu na AI kwa watoto na vijana, yanayofundishwa na walimu kwa vikundi au mmoja kwa mmoja. Huduma zinajumuisha madarasa ya majaribio bure, mipango ya masomo ya kulipia, vifaa vya kujifunzia, mashindano ya kuandika programu na vyeti vya kumaliza kozi.`,
  accounts:
    'Wazazi au walezi hufungua akaunti kwa ajili ya watoto wao na wanawajibika kwazo. Tafadhali linda maelezo yako ya kuingia na utoe taarifa sahihi unapoweka nafasi au kulipa. Unawajibika kwa kila kinachofanywa kupitia akaunti yako.',
  payments:
    'Ada ya mpango hulipwa mapema, kwa kipindi unachochagua (kila mwezi, kila miezi mitatu au kila mwaka). Malipo yanashughulikiwa kwa usalama na mtoa huduma wetu wa malipo ya kadi. Kurejeshewa pesa kunafuata sera ya kurejesha pesa iliyochapishwa kwenye tovuti hii; wasiliana nasi nasi tutakusaidia.',
  content:
    'Masomo, video, mazoezi na vifaa vingine ni kwa matumizi binafsi ya mwanafunzi aliyesajiliwa tu. Tafadhali usivinakili, kuvishiriki, kuviuza au kuvichapisha bila ruhusa yetu ya maandishi. Miradi anayotengeneza mtoto wako ni mali ya mtoto wako.',
  privacy: {
    collect:
      'Tunakusanya jina lako, barua pepe na namba ya simu ili kukusajili wewe na mtoto wako na kupanga madarasa. Hatushiriki taarifa hizi na mtu yeyote bila idhini yako.',
    kept: 'Tunahifadhi unachotupa kwa muda tunaouhitaji tu:',
    remove:
      'Unaweza kumwondoa mtoto wewe mwenyewe kwenye ukurasa wako: madarasa yake ya majaribio na mapendekezo yetu kwake yanafutwa. Tuandikie kwa',
    erase:
      'nasi tutafuta kila kitu tunachohifadhi kuhusu familia yako, pamoja na akaunti yako ya kuingia. Kumbukumbu za malipo ndizo pekee zinazobaki: sheria inatutaka kuzihifadhi, kwa hiyo tunazihifadhi bila majina yenu, barua pepe wala namba ya simu.',
  },
  disclaimers:
    'Tunajitahidi kumpa kila mwanafunzi madarasa bora, lakini kila mtoto hujifunza kwa kasi yake na hatuwezi kuahidi matokeo fulani. Madarasa yanategemea kifaa chako na muunganisho wako wa intaneti, ambavyo ni jukumu lako.',
  modifications:
    'Tunaweza kubadilisha masharti haya mara kwa mara. Toleo la sasa liko kwenye ukurasa huu daima, na kuendelea kutumia huduma zetu baada ya mabadiliko kunamaanisha unakubali masharti mapya.',
  governingLaw: 'Masharti haya yanaongozwa na sheria za',
  questions: {
    before: 'Una maswali kuhusu masharti haya? Tuandikie kwa',
    or: 'au tembelea',
    contactPage: 'ukurasa wetu wa mawasiliano',
  },
};
