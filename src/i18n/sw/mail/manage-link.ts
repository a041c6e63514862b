// Kiswahili: as ../../en/mail/manage-link.ts.
import type { words as english } from '../../en/mail/manage-link';

export const words: typeof english = {
  subject: (when, brand) => `Darasa lako la majaribio tayari limewekwa: ${when} · ${brand}`,
  tried: (student) =>
    `Mtu fulani (tunatumaini ni wewe) amejaribu kuweka nafasi ya darasa jingine la majaribio kwa ${student} kwa barua pepe hii au namba hii ya WhatsApp. ${student} tayari ana darasa lililowekwa, na kila mtoto ana darasa moja tu la majaribio linalosubiriwa kwa wakati mmoja, kwa hiyo hatukuweka jingine.`,
  useLink:
    'Ili kubadilisha muda au kughairi, tumia kiungo chako cha siri hapa chini. Ni kiungo kile kile tulichokutumia ulipoweka nafasi, na bado kinafanya kazi. Usimpe mtu mwingine.',
  useMailLink: (student) =>
    `Ili kubadilisha muda au kughairi, tumia kiungo cha siri kilicho kwenye barua tuliyokutumia ulipoweka nafasi ya darasa la ${student}. Bado kinafanya kazi.`,
  notYou: 'Kama si wewe, puuza barua hii: nafasi uliyoweka na kiungo chako viko kama vilivyokuwa.',
};
