// Kiswahili twin of reminders.ts's mail: the class reminders. Pure.
import type { BookingRecord } from './booking-types';
import { compose, type Brand, type Mail } from './layout';
import type { Reminder } from './reminders';
import { CHANGE_CUTOFF_SW, HAVE_READY_SW, classLinkNoteSw, classTimeSw } from './sw-words';

export function reminderMailSw(brand: Brand, b: BookingRecord, which: Reminder): Mail {
  const when = classTimeSw(b.date, b.time, b.country.tz);
  const soon = which === 'hour';
  return compose(brand, {
    template: `reminder-${which}`,
    language: 'sw',
    subject: soon
      ? `Linaanza ndani ya saa moja: darasa la majaribio la ${b.studentName}, ${when.local} · ${brand.name}`
      : `Kumbusho: darasa la majaribio la ${b.studentName} ni ${when.local} · ${brand.name}`,
    heading: `Habari ${b.parentName},`,
    blocks: [
      {
        kind: 'p',
        text: soon
          ? `Darasa la majaribio la ${b.studentName} linaanza ndani ya saa moja, ${when.full}.`
          : `Kumbusho: darasa la majaribio la ${b.studentName} ni ${when.full}.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Darasa', when.full],
          ['Kiungo cha darasa', classLinkNoteSw(b.whatsapp)],
        ],
      },
      { kind: 'p', text: 'Andaa haya:' },
      { kind: 'list', items: HAVE_READY_SW },
      ...(soon
        ? []
        : [
            {
              kind: 'p' as const,
              text: `Unahitaji muda mwingine? Kiungo cha siri kilicho kwenye barua ya kuthibitisha nafasi kinakuwezesha kubadilisha muda au kughairi hadi ${CHANGE_CUTOFF_SW} kabla ya darasa.`,
            },
          ]),
    ],
  });
}
