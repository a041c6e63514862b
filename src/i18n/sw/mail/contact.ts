// Kiswahili: as ../../en/mail/contact.ts.
import type { words as english } from '../../en/mail/contact';

export const words: typeof english = {
  subject: (brand) => `Tumepokea ujumbe wako · ${brand}`,
  thanks: (brand) => `Asante kwa kutuandikia ${brand}. Tunasoma kila ujumbe na tunajibu ndani ya siku moja ya kazi.`,
  answer: 'Jibu letu litakuja kwa barua pepe kwenye anwani hii. Kama hukutuandikia, puuza barua hii.',
};
