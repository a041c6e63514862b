// Payments: a plan receipt or a donation thank-you to the payer, in the payer's language,
// and a notice to the school (English). Pure: the caller resolves the plan from plans.yaml
// (pricing.ts), its name in the payer's language.
import { formatMoney, periodMonths, type Currency, type Period, type PricedPlan } from '../../domain/pricing';
import { NAIROBI_TZ } from '../../domain/slots';
import { wallTime } from '../../domain/zone-clock';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { STAFF_LANGUAGE, mailWords } from './words';
import { words as notices } from '../../i18n/en/console/notices';

export interface PaidPlan {
  plan: Pick<PricedPlan, 'name' | 'classes'>;
  period: Period;
}

export interface Paid {
  reference: string;
  kind: 'plan' | 'donation';
  amount: number;
  currency: Currency;
  /** The plan and period paid for; null for a donation (or a plan amount no plan matches). */
  paidFor: PaidPlan | null;
  studentName: string;
  email: string;
  paidAt: Date;
  /** The enrollment's new due date after this payment (YYYY-MM-DD, Nairobi), when it paid for one. */
  paidUntil?: string;
}

/** "Monthly: 23 November 2026 to 22 December 2026" (Nairobi calendar days). */
export function billingPeriod(language: Language, period: Period, paidAt: Date): string {
  const { mail, formats } = mailWords(language);
  const first = wallTime(paidAt, NAIROBI_TZ);
  const last = new Date(Date.UTC(first.year, first.month + periodMonths[period], first.day - 1, 12));
  return mail.payment.billingPeriod(
    formats.period(period),
    formats.calendarDate(first.date),
    formats.calendarDate(last.toISOString().slice(0, 10)),
  );
}

function receiptRows(language: Language, p: Paid): [string, string][] {
  const { mail, common, formats } = mailWords(language);
  const label = common.label;
  const rows: [string, string][] = [];
  if (p.paidFor) {
    rows.push(
      [label.plan, p.paidFor.plan.name],
      // An enrollment extended early runs from its old due date, not from today: its
      // due date is then the one fact the family needs.
      [label.billingPeriod, p.paidUntil ? formats.period(p.paidFor.period) : billingPeriod(language, p.paidFor.period, p.paidAt)],
      [mail.payment.classesLabel, formats.classes(p.paidFor.plan.classes)],
    );
    if (p.paidUntil) rows.push([mail.payment.paidUntilLabel, formats.calendarDate(p.paidUntil)]);
  }
  if (p.studentName) rows.push([p.kind === 'donation' ? label.name : label.student, p.studentName]);
  rows.push(
    [label.amount, formatMoney(p.amount, p.currency)],
    [label.reference, p.reference],
    [label.date, formats.nairobiDate(p.paidAt)],
  );
  return rows;
}

export function paymentReceipt(language: Language, brand: Brand, p: Paid): Mail {
  const { mail, formats } = mailWords(language);
  const amount = formatMoney(p.amount, p.currency);
  if (p.kind === 'donation') {
    const w = mail.payment.donation;
    return compose(brand, {
      template: 'donation-receipt',
      language,
      subject: w.subject(brand.name, amount),
      heading: w.heading(p.studentName),
      blocks: [
        { kind: 'p', text: w.thanks(brand.name) },
        { kind: 'facts', rows: receiptRows(language, p) },
      ],
    });
  }
  const w = mail.payment.plan;
  const what = p.paidFor ? w.what(p.paidFor.plan.name, formats.period(p.paidFor.period)) : w.unnamed;
  return compose(brand, {
    template: 'plan-receipt',
    language,
    subject: w.subject(brand.name, what, amount),
    heading: w.heading,
    blocks: [
      { kind: 'p', text: w.received },
      { kind: 'facts', rows: receiptRows(language, p) },
    ],
  });
}

export function paymentNotice(brand: Brand, p: Paid): Mail {
  const { formats } = mailWords(STAFF_LANGUAGE);
  const what =
    p.kind === 'donation'
      ? notices.paid.donation
      : p.paidFor
        ? `${p.paidFor.plan.name} (${formats.period(p.paidFor.period)})`
        : notices.paid.plan;
  return compose(brand, {
    template: `${p.kind}-notice`,
    subject: notices.paid.subject(what, formatMoney(p.amount, p.currency), p.email, brand.name),
    heading: notices.paid.heading(p.kind === 'donation'),
    blocks: [{ kind: 'facts', rows: [...receiptRows(STAFF_LANGUAGE, p), [notices.label.email, p.email]] }],
  });
}
