// Kiswahili twin of enrollment-ended.ts: an enrollment the school ended early. Pure.
import { compose, type Brand, type Mail } from './layout';
import type { EndedPlan } from './enrollment-ended';
import { calendarDateSw } from './sw-words';

export function enrollmentEndedMailSw(brand: Brand, e: EndedPlan, reason: string): Mail {
  return compose(brand, {
    template: 'enrollment-ended',
    language: 'sw',
    subject: `Mpango wa ${e.planName} wa ${e.studentName} umeghairiwa`,
    heading: 'Habari,',
    blocks: [
      {
        kind: 'p',
        text:
          `Shule imeghairi mpango wa ${e.planName} wa ${e.studentName} leo, ${calendarDateSw(e.endedOn)}. ` +
          'Madarasa yake ya kila wiki hayatakuwepo tena kuanzia leo, na hutapokea kumbusho la kuendeleza (kulipia tena).',
      },
      { kind: 'quote', text: reason },
      ...(e.card
        ? [{ kind: 'p' as const, text: 'Kuendeleza kwa kadi kumesimamishwa: kadi yako haitatozwa tena kwa mpango huu.' }]
        : []),
      { kind: 'p', text: 'Kama unadhani ni kosa, au una swali, jibu barua pepe hii.' },
      { kind: 'link', label: 'Fungua dashibodi yangu', href: `${brand.siteUrl}/sw/dashboard` },
    ],
  });
}
