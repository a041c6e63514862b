// The school's recommendation after a trial, to the family in its language, with the private
// enrollment link (only its hash is stored: the mail is queued private). Pure; the plan's name
// comes as the sender resolved it in that language.
import { formatMoney, type Currency, type Period, type PricedPlan } from '../../domain/pricing';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords } from './words';

export interface Recommended {
  studentName: string;
  parentName: string;
  courseTitle: string;
  plan: Pick<PricedPlan, 'name' | 'classes'>;
  period: Period;
  currency: Currency;
  amount: number;
  note: string;
}

export function recommendationMail(language: Language, brand: Brand, r: Recommended, enrollUrl: string): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.recommendation;
  const label = common.label;
  return compose(brand, {
    template: 'recommendation',
    language,
    subject: w.subject(r.studentName, brand.name),
    heading: common.hello(r.parentName),
    blocks: [
      { kind: 'p', text: w.thanks(r.studentName) },
      {
        kind: 'facts',
        rows: [
          [label.student, r.studentName],
          [label.course, r.courseTitle],
          [label.plan, `${r.plan.name} (${formats.classes(r.plan.classes)})`],
          [label.billingPeriod, formats.period(r.period)],
          [label.price, formatMoney(r.amount, r.currency)],
        ],
      },
      ...(r.note ? [{ kind: 'quote' as const, text: r.note }] : []),
      { kind: 'p', text: w.howToEnroll },
      { kind: 'button', label: w.enroll(r.studentName), href: enrollUrl },
    ],
  });
}
