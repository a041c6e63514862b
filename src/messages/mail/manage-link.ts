// The manage link sent again: someone tried to book a second trial for a child who already
// has one coming, so the link to that booking goes to the email on file, in the family's
// language. It is the same link the family was given when they booked: every copy they hold
// keeps working. Pure.
import type { Language } from '../../i18n/languages';
import type { BookingRecord } from '../../domain/booking-types';
import { compose, type Block, type Brand, type Mail } from './layout';
import { mailWords } from './words';

/** `manageUrl` is null for a booking whose link cannot be made again: the mail points to the one they hold. */
export function manageLinkAgain(language: Language, brand: Brand, b: BookingRecord, manageUrl: string | null): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.manageLink;
  const when = formats.classTime(b.date, b.time, b.country.tz);
  const link: Block[] = manageUrl
    ? [
        { kind: 'p', text: w.useLink },
        { kind: 'button', label: common.manageBooking, href: manageUrl },
      ]
    : [{ kind: 'p', text: w.useMailLink(b.studentName) }];
  return compose(brand, {
    template: 'manage-link',
    language,
    subject: w.subject(when.local, brand.name),
    heading: common.hello(b.parentName),
    blocks: [
      { kind: 'p', text: w.tried(b.studentName) },
      {
        kind: 'facts',
        rows: [
          [common.label.class, when.full],
          [common.label.student, b.studentName],
        ],
      },
      ...link,
      { kind: 'p', text: w.notYou },
    ],
  });
}
