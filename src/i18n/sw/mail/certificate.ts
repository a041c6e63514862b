// Kiswahili: as ../../en/mail/certificate.ts.
import type { words as english } from '../../en/mail/certificate';

export const words: typeof english = {
  awarded: {
    subject: (student, brand, course) => `${student} amepata cheti cha ${brand}: ${course}`,
    congratulations: (student, course) => `Hongera! ${student} amemaliza ${course}.`,
    share: 'Yeyote utakayemtumia kiungo anaweza kuhakikisha kwamba cheti ni halali. Kichapishe kutoka ukurasa huo huo.',
    see: 'Tazama cheti',
  },
  revoked: {
    subject: (student, number) => `Cheti ${number} cha ${student} kimeondolewa`,
    withdrawn: (number, course) => `Shule imeondoa cheti ${number} (${course}). Ukurasa wake sasa unasema hivyo.`,
    mistake: 'Kama unadhani ni kosa, jibu barua pepe hii.',
    see: 'Tazama ukurasa wa cheti',
  },
  label: {
    certificate: 'Cheti',
    awarded: 'Kimetolewa',
    accredited: 'Kimeidhinishwa na',
  },
};
