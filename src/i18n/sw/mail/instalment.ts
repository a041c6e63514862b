// Kiswahili: as ../../en/mail/instalment.ts.
import type { words as english } from '../../en/mail/instalment';

export const words: typeof english = {
  subject: {
    before: (student, part, due) => `Mpango wa ${student}: ${part} inatakiwa kulipwa ${due}`,
    day: (student, part) => `Mpango wa ${student}: ${part} inatakiwa kulipwa leo`,
    after: (student, part) => `Mpango wa ${student}: ${part} imechelewa`,
  },
  opening: {
    before: (student, due) => `Awamu inayofuata ya mpango wa ${student} inatakiwa kulipwa ${due}.`,
    day: (student) => `Awamu inayofuata ya mpango wa ${student} inatakiwa kulipwa leo.`,
    after: (student, due, pauseOn) =>
      `Awamu ya mpango wa ${student} iliyotakiwa kulipwa ${due} bado haijalipwa. ` +
      `Ukiilipa kufikia ${pauseOn}, madarasa yanaendelea; baada ya hapo yanasimama hadi itakapolipwa, kisha yanaendelea tena.`,
  },
  cardDeclined: (student, part, last4) =>
    `Tulijaribu kutoza ${part} ya mpango wa ${student} kwenye kadi yako${last4 ? ` inayoishia ${last4}` : ''}, lakini benki imeikataa. ` +
    'Hakuna pesa iliyokatwa. Tafadhali lipa awamu hii kwa M-Pesa au kadi nyingine, kwa kitufe kilicho hapa chini.',
  part: (n, of) => `awamu ya ${n} kati ya ${of}`,
  howToPay: 'Lipa kwa M-Pesa au kadi kwenye ukurasa wako, kwa kitufe kilicho hapa chini.',
  pay: (part) => `Lipa ${part}`,
};
