// Kiswahili: as ../../en/mail/payment.ts.
import type { words as english } from '../../en/mail/payment';

export const words: typeof english = {
  billingPeriod: (period, from, to) => `${period}: ${from} hadi ${to}`,
  classesLabel: 'Madarasa',
  paidUntilLabel: 'Imelipiwa hadi',
  donation: {
    subject: (brand, amount) => `Asante kwa mchango wako kwa ${brand}: ${amount}`,
    heading: (name) => (name ? `Asante, ${name}!` : 'Asante!'),
    thanks: (brand) =>
      `Zawadi yako inasaidia watoto wengi zaidi barani Afrika kujifunza kuandika programu na ${brand}. Hii ni risiti yako.`,
  },
  plan: {
    what: (plan, period) => `mpango wa ${plan}, ${period.toLowerCase()}`,
    unnamed: 'malipo ya mpango',
    subject: (brand, what, amount) => `Risiti yako ya ${brand}: ${what}, ${amount}`,
    heading: 'Asante kwa malipo yako',
    received: 'Tumepokea malipo yako. Hii ni risiti yako; tutawasiliana nawe kwenye WhatsApp kupanga muda wa madarasa.',
  },
  review: {
    subject: (brand, amount) => `Tumepokea malipo yako kwa ${brand}: ${amount}`,
    heading: 'Asante! Tumepokea malipo yako.',
    note: 'Kiasi chake si mojawapo ya bei za mipango za leo, kwa hiyo timu yetu itakiangalia na kukutumia barua pepe kuthibitisha mpango wako. Tafadhali usilipe tena.',
  },
};
