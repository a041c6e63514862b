// Kiswahili: as ../../en/mail/class-cover.ts.
import type { words as english } from '../../en/mail/class-cover';

export const words: typeof english = {
  subjectCovered: (student, mentor, brand) => `Darasa lijalo la ${student} ni na ${mentor} · ${brand}`,
  covered: (student, when, mentor) =>
    `Mwalimu wa ${student} hataweza kufundisha darasa la ${when}, kwa hiyo ${mentor} atalifundisha badala yake. Muda haubadiliki.`,
  join: 'Jiunge na darasa',
  subjectCancelled: (student, brand) => `Darasa la ${student} limeghairiwa: umepata darasa la fidia · ${brand}`,
  cancelled: (student, when) =>
    `Samahani: tumelazimika kughairi darasa la ${student} la ${when}, kwa kuwa hakuna mwalimu aliye huru wakati huo.`,
  closed: (student, when, day) =>
    `Samahani: darasa la ${student} la ${when} halitafanyika, kwa kuwa shule imefungwa siku hiyo${day ? ` (${day})` : ''}.`,
  credit: 'Umepata nafasi ya darasa la fidia. Chagua muda wa darasa hilo kwenye ukurasa wako.',
  dashboard: 'Fungua ukurasa wako',
};
