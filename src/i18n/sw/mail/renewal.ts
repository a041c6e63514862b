// Kiswahili: as ../../en/mail/renewal.ts.
import type { words as english } from '../../en/mail/renewal';

export const words: typeof english = {
  subject: {
    week: (student, plan, days) => `Mpango wa ${plan} wa ${student}: kuendeleza (kulipia tena) baada ya siku ${days}`,
    day: (student, plan) => `Mpango wa ${plan} wa ${student}: kuendeleza (kulipia tena) kesho`,
    due: (student, plan) => `Mpango wa ${plan} wa ${student}: siku ya kulipia ni leo`,
  },
  opening: {
    week: (student, until) =>
      `Madarasa ya ${student} yamelipiwa hadi ${until}. Endeleza (lipia tena) sasa na hakuna kitakachobadilika.`,
    day: (student, until) => `Madarasa ya ${student} yamelipiwa hadi kesho, ${until}.`,
    due: (student, until, graceDays) =>
      `Mpango wa ${student} ulilipiwa hadi ${until}. Madarasa yanaendelea kwa siku ${graceDays} zaidi; ` +
      'ukilipa ndani ya siku hizo, kipindi kipya kinaanzia tarehe hiyo, kwa hiyo hakuna siku inayopotea.',
  },
  planRow: (plan, period) => `${plan} (${period})`,
  howToPay: 'Lipa kwa M-Pesa au kadi kupitia kiungo chako cha siri. Usimpe mtu mwingine.',
  renew: (student) => `Endeleza mpango wa ${student}`,
  failed: {
    subject: (student, plan) => `Mpango wa ${plan} wa ${student}: malipo ya kuendeleza hayakufanikiwa`,
    card: (last4) => (last4 ? `kadi yako inayoishia ${last4}` : 'kadi yako'),
    tried: (student, plan, amount, card, until) =>
      `Tulijaribu kuendeleza mpango wa ${plan} wa ${student} (${amount}) kwa ${card}, ` +
      `lakini malipo hayakufanikiwa. Madarasa yamelipiwa hadi ${until}; ` +
      'tutajaribu kadi tena katika siku chache zijazo.',
    updateCard: 'Kama kadi imebadilika au muda wake umeisha, ibadilishe kwenye ukurasa salama wa Paystack:',
    updateButton: 'Badilisha kadi yako',
    mpesa: 'Ungependa M-Pesa? Ingia kwenye ukurasa wako na ulipie kipindi kijacho kutoka hapo.',
  },
};
