// A payment Paystack took that is not a current price, recorded for review: a notice to the
// school naming the reference, the amount paid and the price expected, and a note to the
// payer, in the payer's language, that the money arrived and the school will confirm the plan. Pure.
import { formatMoney, isCurrency, type Currency, type Period } from '../../domain/pricing';
import type { Language } from '../../i18n/languages';
import { compose, type Brand, type Mail } from './layout';
import { mailWords, staffFormats } from './words';

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
  if (p.plan) return `none: the plan "${p.plan}" has no current price`;
  return p.kind === 'donation' ? 'a donation in KES or USD' : 'one of the current plan prices (no plan was named)';
}

export function reviewNotice(brand: Brand, p: ReviewedPayment): Mail {
  const paid = paidMoney(p.amount, p.currency);
  const rows: [string, string][] = [
    ['Reference', p.reference],
    ['Amount paid', paid],
    ['Price expected', expectedPrice(p)],
    ['Why', p.reason],
  ];
  if (p.studentName) rows.push([p.kind === 'donation' ? 'Name' : 'Student', p.studentName]);
  rows.push(['Email', p.email || 'none given'], ['Date', staffFormats().nairobiDate(p.paidAt)]);
  return compose(brand, {
    template: 'payment-review-notice',
    subject: `Payment to review: ${paid} paid, reference ${p.reference} · ${brand.name}`,
    heading: 'A payment needs checking',
    blocks: [
      {
        kind: 'p',
        text:
          'Paystack took this payment, but it is not a current price (the page was probably opened before the prices changed). ' +
          'The payer was told it was received and that we will confirm their plan. Please confirm the plan with them, or refund.',
      },
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
