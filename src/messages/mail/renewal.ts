// A plan that does not renew by itself: the family's reminders (days before its paid-until
// date as settings.yaml says, the day before, and on the day it passes), each with a private link that opens the
// enrollment's payment with the amount filled; and the school's notice when one expires
// after the grace (English). The family's mails are in its language, the plan's name as the
// sender resolved it in that language. Pure.
import type { RenewalReminder } from '../../domain/enrollment/renewal';
import { daysBetween } from '../../domain/enrollment/paid-until';
import { formatMoney, type Currency, type Period } from '../../domain/pricing';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords, staffFormats } from './words';
import { words as notices } from '../../i18n/en/console/notices';

export interface DuePlan {
  studentName: string;
  planName: string;
  period: Period;
  amount: number;
  currency: Currency;
  /** YYYY-MM-DD (Nairobi): the last day paid for. */
  paidUntil: string;
  /** Days after paidUntil before the plan expires. */
  graceDays: number;
}

/** A renewal reminder written on `today` (Nairobi): the first one counts the days left. */
export function renewalReminderMail(
  language: Language,
  brand: Brand,
  which: RenewalReminder,
  d: DuePlan,
  payUrl: string,
  today: string,
): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.renewal;
  const until = formats.calendarDate(d.paidUntil);
  const subject =
    which === 'week'
      ? w.subject.week(d.studentName, d.planName, daysBetween(today, d.paidUntil))
      : w.subject[which](d.studentName, d.planName);
  return compose(brand, {
    template: `renewal-${which}`,
    language,
    subject,
    heading: common.hello(),
    blocks: [
      {
        kind: 'p',
        text: which === 'due' ? w.opening.due(d.studentName, until, d.graceDays) : w.opening[which](d.studentName, until),
      },
      {
        kind: 'facts',
        rows: [
          [common.label.student, d.studentName],
          [common.label.plan, w.planRow(d.planName, formats.period(d.period))],
          [common.label.price, formatMoney(d.amount, d.currency)],
        ],
      },
      { kind: 'p', text: w.howToPay },
      { kind: 'button', label: w.renew(d.studentName), href: payUrl },
    ],
  });
}

/** To the school: a plan ran out after its grace with no payment. */
export function enrollmentExpiredNotice(brand: Brand, d: DuePlan & { email: string; enrollmentId: string }): Mail {
  const formats = staffFormats();
  return compose(brand, {
    template: 'enrollment-expired',
    subject: notices.expired.subject(d.studentName, d.planName),
    heading: notices.expired.heading,
    blocks: [
      { kind: 'p', text: notices.expired.text(d.graceDays, formats.calendarDate(d.paidUntil)) },
      {
        kind: 'facts',
        rows: [
          [notices.label.student, d.studentName],
          [notices.label.plan, `${d.planName} (${formats.period(d.period)})`],
          [notices.label.paidUntil, formats.calendarDate(d.paidUntil)],
          [notices.label.familyEmail, d.email],
          [notices.label.enrollment, d.enrollmentId],
        ],
      },
    ],
  });
}
