// Kiswahili twin of contact.ts's acknowledgement to whoever wrote from the contact form. As
// the English one, it carries nothing the sender typed. Pure.
import { compose, type Brand, type Mail } from './layout';

export function contactAcknowledgementSw(brand: Brand): Mail {
  return compose(brand, {
    template: 'contact-ack',
    language: 'sw',
    subject: `Tumepokea ujumbe wako · ${brand.name}`,
    heading: 'Habari,',
    blocks: [
      {
        kind: 'p',
        text: `Asante kwa kutuandikia ${brand.name}. Tunasoma kila ujumbe na tunajibu ndani ya siku moja ya kazi.`,
      },
      {
        kind: 'p',
        text: 'Jibu letu litakuja kwa barua pepe kwenye anwani hii. Kama hukutuandikia, puuza barua hii.',
      },
    ],
  });
}
