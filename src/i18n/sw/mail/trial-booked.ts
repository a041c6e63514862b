// Kiswahili: as ../../en/mail/trial-booked.ts.
import type { words as english } from '../../en/mail/trial-booked';

export const words: typeof english = {
  subject: (when, brand) => `Darasa lako la majaribio (bure) limewekwa: ${when} · ${brand}`,
  booked: (student, brand) => `Nafasi ya darasa la majaribio (bure) la ${student} na ${brand} imewekwa.`,
  lengthLabel: 'Urefu wa darasa',
  length: (length) => `${length}, moja kwa moja mtandaoni`,
  addToGoogle: 'Weka kwenye Google Calendar',
  attached: (file) => `Faili lililoambatishwa, ${file}, linaweka darasa kwenye kalenda nyingine yoyote.`,
  manage: (untilCutoff) =>
    `Unahitaji muda mwingine, au hutaweza kuhudhuria? Kiungo chako cha siri hapa chini kinakuwezesha kubadilisha muda au kughairi ${untilCutoff}. Usimpe mtu mwingine: yeyote mwenye kiungo hiki anaweza kubadilisha nafasi uliyoweka.`,
};
