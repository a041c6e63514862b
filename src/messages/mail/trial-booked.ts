// Trial booked: the family's confirmation (the class in their zone and Nairobi's, the
// class link's route, what to have ready, the .ics and Google Calendar link of /success,
// the private manage link) in the family's language, and the school's notice (English: staff
// read English) with every field. Pure.
import { googleCalendarUrl, icsFileName, icsFor, trialEvent } from '../calendar';
import { SESSION_MINUTES } from '../../domain/slots';
import type { TrialRules } from '../../domain/trial-rules';
import type { Language } from '../../i18n/languages';
import type { BookingRecord } from '../../domain/booking-types';
import { bookingRows } from './booking-rows';
import { compose, type Attachment, type Brand, type Mail } from './layout';
import { mailWords, staffFormats } from './words';
import { words as notices } from '../../i18n/en/console/notices';

/** The class as a calendar file in `language`: the same event /success offers. */
export function classIcs(language: Language, trial: TrialRules, b: BookingRecord, now: Date): Attachment {
  const { calendar, formats } = mailWords(language);
  const text = trialEvent(b, trial.calendarAlarmMinutes, calendar.trial, formats);
  return { filename: icsFileName(b, calendar.trial), content: icsFor(b, { now, text }), contentType: 'text/calendar' };
}

/** The Google Calendar link of the class in `language`. */
export function classCalendarUrl(language: Language, trial: TrialRules, b: BookingRecord): string {
  const { calendar, formats } = mailWords(language);
  return googleCalendarUrl(b, trialEvent(b, trial.calendarAlarmMinutes, calendar.trial, formats));
}

export function trialBooked(language: Language, brand: Brand, b: BookingRecord, manageUrl: string, now: Date): Mail {
  const { mail, common, formats, calendar } = mailWords(language);
  const w = mail.trialBooked;
  const when = formats.classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-booked',
    language,
    subject: w.subject(when.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      { kind: 'p', text: w.booked(b.studentName, brand.name) },
      {
        kind: 'facts',
        rows: [
          [common.label.class, when.full],
          [w.lengthLabel, w.length(formats.length(SESSION_MINUTES))],
          [common.label.student, b.studentName],
          [common.label.grade, b.studentGrade],
          [common.label.classLink, common.classLinkNote(b.whatsapp)],
        ],
      },
      { kind: 'p', text: common.haveReadyTitle },
      { kind: 'list', items: common.haveReady },
      { kind: 'button', label: w.addToGoogle, href: classCalendarUrl(language, brand.trial, b) },
      { kind: 'p', text: w.attached(icsFileName(b, calendar.trial)) },
      { kind: 'p', text: w.manage(common.untilCutoff(brand.trial.changeCutoffHours)) },
      { kind: 'link', label: common.manageBooking, href: manageUrl },
    ],
    attachments: [classIcs(language, brand.trial, b, now)],
  });
}

export function trialBookedNotice(brand: Brand, b: BookingRecord): Mail {
  const when = staffFormats().classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-booked-notice',
    subject: notices.trialBooked.subject(b.studentName, when.nairobi, brand.name),
    heading: notices.trialBooked.heading,
    blocks: [
      {
        kind: 'facts',
        rows: [[notices.label.classNairobi, when.nairobi], [notices.label.classLocal, when.local], ...bookingRows(b)],
      },
    ],
  });
}
