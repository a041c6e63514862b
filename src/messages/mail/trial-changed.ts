// Trial rescheduled or cancelled: what changed, to the family in its language, and a notice
// to the school (English). Pure.
import { icsFileName } from '../calendar';
import { localePath, type Language } from '../../i18n/languages';
import type { BookingRecord } from '../../domain/booking-types';
import { bookingRows } from './booking-rows';
import { compose, type Brand, type Mail } from './layout';
import { classCalendarUrl, classIcs } from './trial-booked';
import { mailWords, staffFormats } from './words';
import { words as notices } from '../../i18n/en/console/notices';

export interface Slot {
  date: string;
  time: string;
}

/** `manageUrl` only when a fresh link exists (only its hash is stored); else the mail points to the confirmation's. */
export function trialRescheduled(
  language: Language,
  brand: Brand,
  b: BookingRecord,
  from: Slot,
  manageUrl: string | null,
  now: Date,
): Mail {
  const { mail, common, formats, calendar } = mailWords(language);
  const w = mail.trialChanged.moved;
  const before = formats.classTime(from.date, from.time, b.country.tz);
  const after = formats.classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-rescheduled',
    language,
    subject: w.subject(after.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      { kind: 'p', text: w.newTime(b.studentName) },
      {
        kind: 'facts',
        rows: [
          [w.newTimeLabel, after.full],
          [w.wasLabel, before.full],
          [common.label.student, b.studentName],
        ],
      },
      { kind: 'p', text: common.classLinkNote(b.whatsapp) },
      { kind: 'button', label: w.addToGoogle, href: classCalendarUrl(language, brand.trial, b) },
      { kind: 'p', text: w.attached(icsFileName(b, calendar.trial)) },
      manageUrl
        ? { kind: 'link', label: common.manageBooking, href: manageUrl }
        : { kind: 'p', text: w.changeAgain(common.untilCutoff(brand.trial.changeCutoffHours)) },
    ],
    attachments: [classIcs(language, brand.trial, b, now)],
  });
}

export function trialRescheduledNotice(brand: Brand, b: BookingRecord, from: Slot, by: 'parent' | 'staff'): Mail {
  const formats = staffFormats();
  const before = formats.classTime(from.date, from.time, b.country.tz);
  const after = formats.classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-rescheduled-notice',
    subject: notices.trialMoved.subject(b.studentName, after.nairobi, brand.name),
    heading: notices.trialMoved.heading(by === 'staff'),
    blocks: [
      { kind: 'facts', rows: [[notices.label.now, after.nairobi], [notices.label.was, before.nairobi], ...bookingRows(b)] },
    ],
  });
}

export function trialCancelled(
  language: Language,
  brand: Brand,
  b: BookingRecord,
  by: 'parent' | 'staff',
  reason?: string,
): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.trialChanged.cancelled;
  const when = formats.classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-cancelled',
    language,
    subject: w.subject(when.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      { kind: 'p', text: by === 'staff' ? w.bySchool(b.studentName, when.full) : w.byFamily(b.studentName, when.full) },
      ...(reason ? [{ kind: 'facts' as const, rows: [[w.reasonLabel, reason] as const] }] : []),
      { kind: 'p', text: w.bookAnother },
      { kind: 'button', label: w.bookButton, href: `${brand.siteUrl}${localePath('/book-class', language)}` },
    ],
  });
}

export function trialCancelledNotice(brand: Brand, b: BookingRecord, by: 'parent' | 'staff', reason?: string): Mail {
  const when = staffFormats().classTime(b.date, b.time, b.country.tz);
  return compose(brand, {
    template: 'trial-cancelled-notice',
    subject: notices.trialCancelled.subject(b.studentName, when.nairobi, brand.name),
    heading: notices.trialCancelled.heading(by === 'staff'),
    blocks: [
      {
        kind: 'facts',
        rows: [
          [notices.label.classNairobi, when.nairobi],
          ...(reason ? [[notices.label.reason, reason] as [string, string]] : []),
          ...bookingRows(b),
        ],
      },
    ],
  });
}
