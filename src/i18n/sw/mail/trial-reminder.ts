// Kiswahili: as ../../en/mail/trial-reminder.ts.
import type { words as english } from '../../en/mail/trial-reminder';

/** "ndani ya saa moja", "ndani ya saa 2". */
const within = (hours: number) => `ndani ya saa ${hours === 1 ? 'moja' : hours}`;

export const words: typeof english = {
  subjectHour: (student, when, brand, hours) =>
    `Linaanza ${within(hours)}: darasa la majaribio la ${student}, ${when} · ${brand}`,
  subjectDay: (student, when, brand) => `Kumbusho: darasa la majaribio la ${student} ni ${when} · ${brand}`,
  hour: (student, when, hours) => `Darasa la majaribio la ${student} linaanza ${within(hours)}, ${when}.`,
  day: (student, when) => `Kumbusho: darasa la majaribio la ${student} ni ${when}.`,
  change: (untilCutoff) =>
    `Unahitaji muda mwingine? Kiungo cha siri kilicho kwenye barua ya kuthibitisha nafasi kinakuwezesha kubadilisha muda au kughairi ${untilCutoff}.`,
};
