// A trial's waiting list, to the family, in its language: "you are on the list" with the private
// link that shows or leaves it, and "a seat is held for you" with the link that books it in one
// tap. The hold's hours and end come in as values (settings.yaml `waitlist`). Pure.
import type { Language } from '../../i18n/languages';
import type { BookingRecord } from '../../domain/booking-types';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export function waitlistJoined(language: Language, brand: Brand, b: BookingRecord, link: string, holdHours: number): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.waitlist.joined;
  const when = formats.classTime(b.date, b.time, b.country.tz);
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

export function waitlistOffer(language: Language, brand: Brand, b: BookingRecord, link: string, until: Date): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.waitlist.offer;
  const when = formats.classTime(b.date, b.time, b.country.tz);
  const held = formats.classTimeAt(until, b.country.tz).local;
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
