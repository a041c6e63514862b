// To the family, when the school cannot give a weekly class with its mentor: another mentor
// covers it (the new mentor's first name, same time and a join button), or the school cancels
// it (no mentor free, or the school closed that day) and the family gets a make-up credit (the
// rule: a school cancellation always gives one).
// The class time in the family's zone with Nairobi's beside it, as the reminders print it. Pure.
import { localePath, type Language } from '../../i18n/languages';
import { weeklyClassTime } from './weekly-reminder';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface SchoolChange {
  studentName: string;
  start: Date;
  /** The family's zone. */
  tz: string;
  /** Covered: the new mentor's first name and video room; absent when the school cancelled. */
  cover?: { mentorName: string; joinLink: string };
  /** Cancelled for a closed day (settings.yaml `booking`): the day's name in the family's language, '' for an unnamed one. */
  closed?: { day: string };
}

/** The class time as the message prints it: in the family's zone, Nairobi's beside it. */
export const changedClassTime = (language: Language, c: SchoolChange) => weeklyClassTime(language, c);

export function schoolChangeMail(language: Language, brand: Brand, c: SchoolChange): Mail {
  const { mail, common } = mailWords(language);
  const w = mail.classCover;
  const when = changedClassTime(language, c).full;
  const dashboard = `${brand.siteUrl}${localePath('/dashboard', language)}`;
  if (c.cover) {
    return compose(brand, {
      template: 'weekly-class-covered',
      language,
      subject: w.subjectCovered(c.studentName, c.cover.mentorName, brand.name),
      heading: common.hello(),
      blocks: [
        { kind: 'p', text: w.covered(c.studentName, when, c.cover.mentorName) },
        {
          kind: 'facts',
          rows: [
            [common.label.class, when],
            [common.label.mentor, c.cover.mentorName],
          ],
        },
        { kind: 'button', label: w.join, href: c.cover.joinLink },
      ],
    });
  }
  return compose(brand, {
    template: 'weekly-class-cancelled',
    language,
    subject: w.subjectCancelled(c.studentName, brand.name),
    heading: common.hello(),
    blocks: [
      { kind: 'p', text: c.closed ? w.closed(c.studentName, when, c.closed.day) : w.cancelled(c.studentName, when) },
      { kind: 'p', text: w.credit },
      { kind: 'button', label: w.dashboard, href: dashboard },
    ],
  });
}
