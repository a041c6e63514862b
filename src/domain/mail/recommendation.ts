// The school's recommendation after a trial, to the family, with the private enrollment
// link (only its hash is stored: the mail is queued private). Pure.
import { classesText, formatMoney, periodLabel, type Currency, type Period, type PricedPlan } from '../pricing';
import { compose, type Brand, type Mail } from './layout';

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

export function recommendationMail(brand: Brand, r: Recommended, enrollUrl: string): Mail {
  return compose(brand, {
    template: 'recommendation',
    subject: `${r.studentName}'s learning plan from ${brand.name}`,
    heading: r.parentName ? `Hello ${r.parentName},` : 'Hello,',
    blocks: [
      { kind: 'p', text: `Thank you for joining the free trial class. Here is the program we recommend for ${r.studentName}.` },
      {
        kind: 'facts',
        rows: [
          ['Student', r.studentName],
          ['Course', r.courseTitle],
          ['Plan', `${r.plan.name} (${classesText(r.plan.classes)})`],
          ['Billing period', periodLabel[r.period]],
          ['Price', formatMoney(r.amount, r.currency)],
        ],
      },
      ...(r.note ? [{ kind: 'quote' as const, text: r.note }] : []),
      { kind: 'p', text: 'To enroll, pay securely by card or M-Pesa from your private link. Keep it to yourself.' },
      { kind: 'button', label: `Enroll ${r.studentName}`, href: enrollUrl },
    ],
  });
}
