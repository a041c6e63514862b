// A waiting list, to the family, in its language: "you are on the list" with the private link
// that shows or leaves it, and "a seat is held for you" with the link that takes it in one tap.
// A trial slot's list and a weekly hour's write the same mails, from the class time as the
// family reads it. The hold's hours and end come in as values (settings.yaml `waitlist`). Pure.
import type { Language } from '../../i18n/languages';
import type { BookingRecord } from '../../domain/booking-types';
import type { ClassTime } from '../../domain/class-time';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

/** Who waits and for which class time, as the family reads it: a trial slot or a weekly hour. */
export interface WaitingFor {
  parentName: string;
  studentName: string;
  /** The family's zone. */
  tz: string;
  when: ClassTime;
  /** A weekly hour's list rather than a trial slot's: its mails say so. */
  hour?: true;
}

/** A trial booking's fields as a waiting list's mail reads them. */
export function waitingFor(language: Language, b: BookingRecord | WaitingFor): WaitingFor {
  if ('when' in b) return b;
  const when = mailWords(language).formats.classTime(b.date, b.time, b.country.tz);
  return { parentName: b.parentName, studentName: b.studentName, tz: b.country.tz, when };
}

export function waitlistJoined(
  language: Language,
  brand: Brand,
  about: BookingRecord | WaitingFor,
  link: string,
  holdHours: number,
): Mail {
  const { mail, common } = mailWords(language);
  const { when, ...b } = waitingFor(language, about);
  const w = b.hour ? mail.waitlist.hourJoined : mail.waitlist.joined;
  return compose(brand, {
    template: 'waitlist-joined',
    language,
    subject: w.subject(when.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      { kind: 'p', text: w.onList(b.studentName, holdHours) },
      {
        kind: 'facts',
        rows: [
          [common.label.class, when.full],
          [common.label.student, b.studentName],
        ],
      },
      { kind: 'button', label: w.button, href: link },
      { kind: 'p', text: w.keepLink },
    ],
  });
}

export function waitlistOffer(
  language: Language,
  brand: Brand,
  about: BookingRecord | WaitingFor,
  link: string,
  until: Date,
): Mail {
  const { mail, common, formats } = mailWords(language);
  const { when, ...b } = waitingFor(language, about);
  const w = b.hour ? mail.waitlist.hourOffer : mail.waitlist.offer;
  const held = formats.classTimeAt(until, b.tz).local;
  return compose(brand, {
    template: 'waitlist-offer',
    language,
    subject: w.subject(b.studentName, when.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      { kind: 'p', text: w.held(b.studentName, held) },
      {
        kind: 'facts',
        rows: [
          [common.label.class, when.full],
          [common.label.student, b.studentName],
          [w.holdLabel, held],
        ],
      },
      { kind: 'button', label: w.button, href: link },
      { kind: 'p', text: w.oneTap(held) },
    ],
  });
}
