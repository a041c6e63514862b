// Kiswahili: as ../../en/mail/enrollment-ended.ts.
import type { words as english } from '../../en/mail/enrollment-ended';

export const words: typeof english = {
  subject: (student, plan) => `Mpango wa ${plan} wa ${student} umeghairiwa`,
  ended: (student, plan, date) =>
    `Shule imeghairi mpango wa ${plan} wa ${student} leo, ${date}. ` +
    'Madarasa yake ya kila wiki hayatakuwepo tena kuanzia leo, na hutapokea kumbusho la kuendeleza (kulipia tena).',
  cardStopped: 'Kuendeleza kwa kadi kumesimamishwa: kadi yako haitatozwa tena kwa mpango huu.',
};
