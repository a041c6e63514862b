// A trial class's reminder mails, a day and the hours settings.yaml says before (which is due: domain/reminders.ts),
// in the family's language.
import type { Reminder } from '../../domain/reminders';
import type { Language } from '../../i18n/languages';
import type { BookingRecord } from '../../domain/booking-types';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export function reminderMail(language: Language, brand: Brand, b: BookingRecord, which: Reminder): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.trialReminder;
  const when = formats.classTime(b.date, b.time, b.country.tz);
  const soon = which === 'hour';
  return compose(brand, {
    template: `reminder-${which}`,
    language,
    subject: soon
      ? w.subjectHour(b.studentName, when.local, brand.name, brand.trial.reminderHours.hour)
      : w.subjectDay(b.studentName, when.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      {
        kind: 'p',
        text: soon ? w.hour(b.studentName, when.full, brand.trial.reminderHours.hour) : w.day(b.studentName, when.full),
      },
      {
        kind: 'facts',
        rows: [
          [common.label.class, when.full],
          [common.label.classLink, common.classLinkNote(b.whatsapp)],
        ],
      },
      { kind: 'p', text: common.haveReadyTitle },
      { kind: 'list', items: common.haveReady },
      ...(soon ? [] : [{ kind: 'p' as const, text: w.change(common.untilCutoff(brand.trial.changeCutoffHours)) }]),
    ],
  });
}
