// Payments: a plan receipt or a donation thank-you to the payer, and a notice to the
// school. Pure: the caller resolves the plan from plans.yaml (pricing.ts).
import { classesText, formatMoney, periodLabel, periodMonths, type Currency, type Period, type PricedPlan } from '../pricing';
import { NAIROBI_TZ } from '../slots';
import { calendarDate, dayMonthYear, wallTime } from '../zone-clock';
import { compose, type Brand, type Mail } from './layout';

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
export function billingPeriod(period: Period, paidAt: Date): string {
  const first = wallTime(paidAt, NAIROBI_TZ);
  const last = new Date(Date.UTC(first.year, first.month + periodMonths[period], first.day - 1, 12));
  return `${periodLabel[period]}: ${dayMonthYear(first)} to ${dayMonthYear(wallTime(last, 'UTC'))}`;
}

function receiptRows(p: Paid): [string, string][] {
  const rows: [string, string][] = [];
  if (p.paidFor) {
    rows.push(
      ['Plan', p.paidFor.plan.name],
      // An enrollment extended early runs from its old due date, not from today: its
      // due date is then the one fact the family needs.
      ['Billing period', p.paidUntil ? periodLabel[p.paidFor.period] : billingPeriod(p.paidFor.period, p.paidAt)],
      ['Classes', classesText(p.paidFor.plan.classes)],
    );
    if (p.paidUntil) rows.push(['Paid until', calendarDate(p.paidUntil)]);
  }
  if (p.studentName) rows.push([p.kind === 'donation' ? 'Name' : 'Student', p.studentName]);
  rows.push(
    ['Amount', formatMoney(p.amount, p.currency)],
    ['Reference', p.reference],
    ['Date', dayMonthYear(wallTime(p.paidAt, NAIROBI_TZ))],
  );
  return rows;
}

export function paymentReceipt(brand: Brand, p: Paid): Mail {
  if (p.kind === 'donation') {
    return compose(brand, {
      template: 'donation-receipt',
      subject: `Thank you for your donation to ${brand.name}: ${formatMoney(p.amount, p.currency)}`,
      heading: p.studentName ? `Thank you, ${p.studentName}!` : 'Thank you!',
      blocks: [
        { kind: 'p', text: `Your gift helps more children in Africa learn to code with ${brand.name}. This is your receipt.` },
        { kind: 'facts', rows: receiptRows(p) },
      ],
    });
  }
  const what = p.paidFor ? `${p.paidFor.plan.name} plan, ${periodLabel[p.paidFor.period].toLowerCase()}` : 'plan payment';
  return compose(brand, {
    template: 'plan-receipt',
    subject: `Your ${brand.name} receipt: ${what}, ${formatMoney(p.amount, p.currency)}`,
    heading: 'Thank you for your payment',
    blocks: [
      {
        kind: 'p',
        text: `We received your payment. This is your receipt; we will be in touch on WhatsApp to schedule the classes.`,
      },
      { kind: 'facts', rows: receiptRows(p) },
    ],
  });
}

export function paymentNotice(brand: Brand, p: Paid): Mail {
  const what =
    p.kind === 'donation' ? 'Donation' : p.paidFor ? `${p.paidFor.plan.name} (${periodLabel[p.paidFor.period]})` : 'Plan payment';
  return compose(brand, {
    template: `${p.kind}-notice`,
    subject: `${what} received: ${formatMoney(p.amount, p.currency)} from ${p.email} · ${brand.name}`,
    heading: p.kind === 'donation' ? 'A donation was received' : 'A plan was paid',
    blocks: [{ kind: 'facts', rows: [...receiptRows(p), ['Email', p.email]] }],
  });
}
