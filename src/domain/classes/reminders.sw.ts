// Kiswahili twin of reminders.ts's weekly class reminder mail. Pure.
import { classTimeSw } from '../mail/sw-words';
import { compose, type Brand, type Mail } from '../mail/layout';
import type { Reminder } from '../mail/reminders';
import { NAIROBI_TZ } from '../slots';
import { wallTime } from '../zone-clock';
import type { WeeklyClass } from './reminders';

/** The class time for a Kiswahili reader, in the family's zone with Nairobi's beside it. */
export function weeklyClassTimeSw(c: Pick<WeeklyClass, 'start' | 'tz'>) {
  const nairobi = wallTime(c.start, NAIROBI_TZ);
  return classTimeSw(nairobi.date, nairobi.time, c.tz);
}

export function weeklyReminderMailSw(brand: Brand, c: WeeklyClass, which: Reminder): Mail {
  const when = weeklyClassTimeSw(c);
  const soon = which === 'hour';
  return compose(brand, {
    template: `weekly-reminder-${which}`,
    language: 'sw',
    subject: soon
      ? `Linaanza ndani ya saa moja: darasa la ${c.studentName} na ${c.mentorName} · ${brand.name}`
      : `Kumbusho: darasa la ${c.studentName} na ${c.mentorName} ni ${when.local} · ${brand.name}`,
    heading: 'Habari,',
    blocks: [
      {
        kind: 'p',
        text: soon
          ? `Darasa la ${c.studentName} na ${c.mentorName} linaanza ndani ya saa moja, ${when.full}.`
          : `Kumbusho: darasa la ${c.studentName} na ${c.mentorName} ni ${when.full}.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Darasa', when.full],
          ['Mwalimu mshauri', c.mentorName],
        ],
      },
      { kind: 'button', label: 'Jiunge na darasa', href: c.joinLink },
      ...(c.reschedulingLine
        ? [
            {
              kind: 'p' as const,
              text: `Hutaweza kuhudhuria? Mpango wako una: ${c.reschedulingLine}. Hamisha darasa kutoka dashibodi yako: ${brand.siteUrl}/sw/dashboard`,
            },
          ]
        : []),
    ],
  });
}
