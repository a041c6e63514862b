// An enrollment the school ended early (staff, with a reason): the family is told, in its
// language, the plan and its weekly classes stop today, why, and, for a card that renewed by
// itself, that it is not charged again. Pure.
import { localePath, type Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface EndedPlan {
  studentName: string;
  planName: string;
  /** The Nairobi date it ended (YYYY-MM-DD). */
  endedOn: string;
  /** It renewed by card: the subscription is stopped too. */
  card: boolean;
}

export function enrollmentEndedMail(language: Language, brand: Brand, e: EndedPlan, reason: string): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.enrollmentEnded;
  return compose(brand, {
    template: 'enrollment-ended',
    language,
    subject: w.subject(e.studentName, e.planName),
    heading: common.hello(),
    blocks: [
      { kind: 'p', text: w.ended(e.studentName, e.planName, formats.calendarDate(e.endedOn)) },
      { kind: 'quote', text: reason },
      ...(e.card ? [{ kind: 'p' as const, text: w.cardStopped }] : []),
      { kind: 'p', text: common.replyIfMistake },
      { kind: 'link', label: common.openDashboard, href: `${brand.siteUrl}${localePath('/dashboard', language)}` },
    ],
  });
}
