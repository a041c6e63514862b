// Kiswahili: as ../../en/mail/trial-reminder.ts.
import type { words as english } from '../../en/mail/trial-reminder';

export const words: typeof english = {
  subjectHour: (student, when, brand) => `Linaanza ndani ya saa moja: darasa la majaribio la ${student}, ${when} · ${brand}`,
  subjectDay: (student, when, brand) => `Kumbusho: darasa la majaribio la ${student} ni ${when} · ${brand}`,
  hour: (student, when) => `Darasa la majaribio la ${student} linaanza ndani ya saa moja, ${when}.`,
  day: (student, when) => `Kumbusho: darasa la majaribio la ${student} ni ${when}.`,
  change: (untilCutoff) =>
    `Unahitaji muda mwingine? Kiungo cha siri kilicho kwenye barua ya kuthibitisha nafasi kinakuwezesha kubadilisha muda au kughairi ${untilCutoff}.`,
};
