// Kiswahili: as ../../en/mail/trial-changed.ts.
import type { words as english } from '../../en/mail/trial-changed';

export const words: typeof english = {
  moved: {
    subject: (when, brand) => `Darasa lako la majaribio limehamishiwa ${when} · ${brand}`,
    newTime: (student) => `Darasa la majaribio la ${student} lina muda mpya.`,
    newTimeLabel: 'Muda mpya',
    wasLabel: 'Ulikuwa',
    addToGoogle: 'Weka muda mpya kwenye Google Calendar',
    attached: (file) => `Faili lililoambatishwa, ${file}, linachukua nafasi ya tukio la zamani kwenye kalenda nyingine.`,
    changeAgain: (untilCutoff) =>
      `Ili kubadilisha tena, tumia kiungo cha siri kilicho kwenye barua ya kuthibitisha nafasi (${untilCutoff}).`,
  },
  cancelled: {
    subject: (when, brand) => `Darasa lako la majaribio la ${when} limeghairiwa · ${brand}`,
    bySchool: (student, when) => `Samahani: tumelazimika kughairi darasa la majaribio la ${student} la ${when}.`,
    byFamily: (student, when) => `Kama ulivyoomba, darasa la majaribio la ${student} la ${when} limeghairiwa.`,
    reasonLabel: 'Sababu',
    bookAnother: 'Karibu uweke nafasi ya darasa jingine la majaribio (bure) wakati wowote unaokufaa.',
    bookButton: 'Weka nafasi ya darasa la majaribio',
  },
};
