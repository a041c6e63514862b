// A weekly class's reminder mails, a day and an hour before (which is due:
// domain/classes/reminders.ts), in the family's language, its time in the family's zone.
import type { ClassTime } from '../../domain/class-time';
import { compose, type Brand, type Mail } from './layout';
import type { Reminder } from '../../domain/reminders';
import { mailWords } from './words';
import { localePath, type Language } from '../../i18n/languages';

export interface WeeklyClass {
  studentName: string;
  /** The mentor's first name. */
  mentorName: string;
  start: Date;
  /** The family's zone. */
  tz: string;
  joinLink: string;
  /** The plan's rescheduling rule as the plan card states it (rule-text.ts). */
  reschedulingLine: string | null;
}

/** The class time as a reminder prints it in `language`, in the family's zone with Nairobi's beside it. */
export function weeklyClassTime(language: Language, c: Pick<WeeklyClass, 'start' | 'tz'>): ClassTime {
  return mailWords(language).formats.classTimeAt(c.start, c.tz);
}

export function weeklyReminderMail(language: Language, brand: Brand, c: WeeklyClass, which: Reminder): Mail {
  const { mail, common } = mailWords(language);
  const w = mail.weeklyReminder;
  const when = weeklyClassTime(language, c);
  const soon = which === 'hour';
  return compose(brand, {
    template: `weekly-reminder-${which}`,
    language,
    subject: soon
      ? w.subjectHour(c.studentName, c.mentorName, brand.name, brand.trial.reminderHours.hour)
      : w.subjectDay(c.studentName, c.mentorName, when.local, brand.name),
    heading: common.hello(),
    blocks: [
      {
        kind: 'p',
        text: soon
          ? w.hour(c.studentName, c.mentorName, when.full, brand.trial.reminderHours.hour)
          : w.day(c.studentName, c.mentorName, when.full),
      },
      {
        kind: 'facts',
        rows: [
          [common.label.class, when.full],
          [common.label.mentor, c.mentorName],
        ],
      },
      { kind: 'button', label: w.join, href: c.joinLink },
      ...(c.reschedulingLine
        ? [{ kind: 'p' as const, text: w.cantMake(c.reschedulingLine, `${brand.siteUrl}${localePath('/dashboard', language)}`) }]
        : []),
    ],
  });
}
