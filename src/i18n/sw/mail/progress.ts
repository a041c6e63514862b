// Kiswahili: as ../../en/mail/progress.ts.
import type { words as english } from '../../en/mail/progress';

export const words: typeof english = {
  subject: (student, month, brand) => `Ripoti ya maendeleo ya ${student} ya ${month} · ${brand}`,
  intro: (student, month) => `Haya ni maendeleo ya ${student} kwa ${month}.`,
  counts: { attended: 'Madarasa aliyohudhuria', missed: 'Madarasa aliyokosa', cancelled: 'Madarasa yaliyoghairiwa na shule' },
  course: (course, mentor) => (mentor ? `${course}, na ${mentor}` : course),
  notes: 'Maoni ya mwalimu:',
  project: (title) => `Mradi: ${title}`,
  next: 'Kinachofuata:',
  see: 'Itazame kwenye ukurasa wako',
};
