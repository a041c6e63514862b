// A payment Paystack took that is not a current price, recorded for review: a notice to the
// school naming the reference, the amount paid and the price expected, and a note to the
// payer, in the payer's language, that the money arrived and the school will confirm the plan. Pure.
import { formatMoney, isCurrency, type Currency, type Period } from '../../domain/pricing';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords, staffFormats } from './words';
import { words as notices } from '../../i18n/en/console/notices';

export interface ReviewedPayment {
  reference: string;
  kind: 'plan' | 'donation';
  amount: number;
  /** Whatever currency Paystack charged in (not always KES or USD). */
  currency: string;
  /** The plan id and period the charge's metadata named, if any. */
  plan: string | null;
  period: Period | null;
  /** The named plan's current price, or null when no current price applies. */
  expected: { planName: string; period: Period; amount: number; currency: Currency } | null;
  reason: string;
  studentName: string;
  email: string;
  paidAt: Date;
}

/** "KES 6,000", "$45", or "NGN 4500" for a currency the site does not price in. */
export function paidMoney(amount: number, currency: string): string {
  return isCurrency(currency) ? formatMoney(amount, currency) : `${currency} ${amount}`;
}

/** The price expected, in words staff can act on. */
export function expectedPrice(p: ReviewedPayment): string {
  if (p.expected) {
    const { planName, period, amount, currency } = p.expected;
    return `${formatMoney(amount, currency)} (${planName}, ${staffFormats().period(period).toLowerCase()})`;
  }
  if (p.plan) return notices.review.noPrice(p.plan);
  return p.kind === 'donation' ? notices.review.donation : notices.review.anyPlan;
}

export function reviewNotice(brand: Brand, p: ReviewedPayment): Mail {
  const paid = paidMoney(p.amount, p.currency);
  const l = notices.label;
  const rows: [string, string][] = [
    [l.reference, p.reference],
    [l.amountPaid, paid],
    [l.priceExpected, expectedPrice(p)],
    [l.why, p.reason],
  ];
  if (p.studentName) rows.push([p.kind === 'donation' ? l.name : l.student, p.studentName]);
  rows.push([l.email, p.email || notices.review.noEmail], [l.date, staffFormats().nairobiDate(p.paidAt)]);
  return compose(brand, {
    template: 'payment-review-notice',
    subject: notices.review.subject(paid, p.reference, brand.name),
    heading: notices.review.heading,
    blocks: [
      { kind: 'p', text: notices.review.text },
      { kind: 'facts', rows },
    ],
  });
}

export function reviewReceipt(language: Language, brand: Brand, p: ReviewedPayment): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.payment.review;
  const paid = paidMoney(p.amount, p.currency);
  const rows: [string, string][] = [];
  if (p.studentName) rows.push([p.kind === 'donation' ? common.label.name : common.label.student, p.studentName]);
  rows.push(
    [common.label.amount, paid],
    [common.label.reference, p.reference],
    [common.label.date, formats.nairobiDate(p.paidAt)],
  );
  return compose(brand, {
    template: 'payment-received',
    language,
    subject: w.subject(brand.name, paid),
    heading: w.heading,
    blocks: [
      { kind: 'p', text: w.note },
      { kind: 'facts', rows },
    ],
  });
}
