// Kiswahili: as ../../en/mail/weekly-reminder.ts.
import type { words as english } from '../../en/mail/weekly-reminder';

export const words: typeof english = {
  subjectHour: (student, mentor, brand) => `Linaanza ndani ya saa moja: darasa la ${student} na ${mentor} · ${brand}`,
  subjectDay: (student, mentor, when, brand) => `Kumbusho: darasa la ${student} na ${mentor} ni ${when} · ${brand}`,
  hour: (student, mentor, when) => `Darasa la ${student} na ${mentor} linaanza ndani ya saa moja, ${when}.`,
  day: (student, mentor, when) => `Kumbusho: darasa la ${student} na ${mentor} ni ${when}.`,
  join: 'Jiunge na darasa',
  cantMake: (rule, dashboard) =>
    `Hutaweza kuhudhuria? Mpango wako una: ${rule}. Hamisha darasa kwenye ukurasa wako: ${dashboard}`,
};
