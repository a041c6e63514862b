// Kiswahili: as ../../en/mail/weekly-reminder.ts.
import type { words as english } from '../../en/mail/weekly-reminder';

/** "ndani ya saa moja", "ndani ya saa 2". */
const within = (hours: number) => `ndani ya saa ${hours === 1 ? 'moja' : hours}`;

export const words: typeof english = {
  subjectHour: (student, mentor, brand, hours) => `Linaanza ${within(hours)}: darasa la ${student} na ${mentor} · ${brand}`,
  subjectDay: (student, mentor, when, brand) => `Kumbusho: darasa la ${student} na ${mentor} ni ${when} · ${brand}`,
  hour: (student, mentor, when, hours) => `Darasa la ${student} na ${mentor} linaanza ${within(hours)}, ${when}.`,
  day: (student, mentor, when) => `Kumbusho: darasa la ${student} na ${mentor} ni ${when}.`,
  join: 'Jiunge na darasa',
  cantMake: (rule, dashboard) =>
    `Hutaweza kuhudhuria? Mpango wako una: ${rule}. Hamisha darasa kwenye ukurasa wako: ${dashboard}`,
};
