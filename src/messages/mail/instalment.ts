// A part of a plan paid in parts: its reminders, some days before it falls due, on the day and
// some days after (settings.yaml `enrollment.instalmentReminderDays`), each with the button
// that pays that part; in the family's language. For a part the family's saved card was declined
// for, the mail says so first. Pure.
import { addDays } from '../../domain/slots';
import { formatMoney, type Currency } from '../../domain/pricing';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface DuePart {
  studentName: string;
  planName: string;
  n: number;
  of: number;
  /** In main units. */
  amount: number;
  currency: Currency;
  /** YYYY-MM-DD (Nairobi). */
  dueOn: string;
  /** Days after dueOn before the classes pause. */
  graceDays: number;
  /** The saved card was declined for this part: its last four digits (the mail says so, and asks by link). */
  declinedCard?: string;
}

/** The reminder `offset` days from the part's due date (negative: before it). */
export function instalmentReminderMail(language: Language, brand: Brand, offset: number, d: DuePart, payUrl: string): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.instalment;
  const due = formats.calendarDate(d.dueOn);
  const part = w.part(d.n, d.of);
  const which = offset < 0 ? 'before' : offset === 0 ? 'day' : 'after';
  const subject = which === 'before' ? w.subject.before(d.studentName, part, due) : w.subject[which](d.studentName, part);
  const opening =
    which === 'after'
      ? w.opening.after(d.studentName, due, formats.calendarDate(addDays(d.dueOn, d.graceDays)))
      : which === 'before'
        ? w.opening.before(d.studentName, due)
        : w.opening.day(d.studentName);
  return compose(brand, {
    template: `instalment-${which}`,
    language,
    subject,
    heading: common.hello(),
    blocks: [
      ...(d.declinedCard !== undefined
        ? [{ kind: 'p' as const, text: w.cardDeclined(d.studentName, part, d.declinedCard) }]
        : []),
      { kind: 'p', text: opening },
      {
        kind: 'facts',
        rows: [
          [common.label.student, d.studentName],
          [common.label.plan, d.planName],
          [common.label.price, `${formatMoney(d.amount, d.currency)} (${part})`],
        ],
      },
      { kind: 'p', text: w.howToPay },
      { kind: 'button', label: w.pay(part), href: payUrl },
    ],
  });
}
