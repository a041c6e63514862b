// Kiswahili twin of manage-link.ts: the manage link sent again. Pure.
import type { BookingRecord } from './booking-types';
import { compose, type Block, type Brand, type Mail } from './layout';
import { classTimeSw } from './sw-words';

export function manageLinkAgainSw(brand: Brand, b: BookingRecord, manageUrl: string | null): Mail {
  const when = classTimeSw(b.date, b.time, b.country.tz);
  const link: Block[] = manageUrl
    ? [
        {
          kind: 'p',
          text: 'Ili kubadilisha muda au kughairi, tumia kiungo chako cha siri hapa chini. Ni kiungo kile kile tulichokutumia ulipoweka nafasi, na bado kinafanya kazi. Usimpe mtu mwingine.',
        },
        { kind: 'button', label: 'Simamia nafasi uliyoweka', href: manageUrl },
      ]
    : [
        {
          kind: 'p',
          text: `Ili kubadilisha muda au kughairi, tumia kiungo cha siri kilicho kwenye barua tuliyokutumia ulipoweka nafasi ya darasa la ${b.studentName}. Bado kinafanya kazi.`,
        },
      ];
  return compose(brand, {
    template: 'manage-link',
    language: 'sw',
    subject: `Darasa lako la majaribio tayari limewekwa: ${when.local} · ${brand.name}`,
    heading: `Habari ${b.parentName},`,
    blocks: [
      {
        kind: 'p',
        text: `Mtu fulani (tunatumaini ni wewe) amejaribu kuweka nafasi ya darasa jingine la majaribio kwa ${b.studentName} kwa barua pepe hii au namba hii ya WhatsApp. ${b.studentName} tayari ana darasa lililowekwa, na kila mtoto ana darasa moja tu la majaribio linalosubiriwa kwa wakati mmoja, kwa hiyo hatukuweka jingine.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Darasa', when.full],
          ['Mtoto', b.studentName],
        ],
      },
      ...link,
      { kind: 'p', text: 'Kama si wewe, puuza barua hii: nafasi uliyoweka na kiungo chako viko kama vilivyokuwa.' },
    ],
  });
}
