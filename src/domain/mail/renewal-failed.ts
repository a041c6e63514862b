// A card renewal that did not go through: the family is told what happened, that Paystack
// will try the card again, how to update it (Paystack's own page), and that they can pay by
// M-Pesa from the dashboard instead. Pure.
import { calendarDate } from '../zone-clock';
import { formatMoney, type Currency } from '../pricing';
import { compose, type Brand, type Mail } from './layout';

export interface FailedRenewal {
  studentName: string;
  planName: string;
  amount: number;
  currency: Currency;
  /** The enrollment's paid-until date (YYYY-MM-DD), the day classes would stop. */
  paidUntil: string;
  last4: string | null;
}

/** `updateCardUrl`: Paystack's page to change the card, or null when Paystack did not give one. */
export function renewalFailedMail(brand: Brand, f: FailedRenewal, updateCardUrl: string | null): Mail {
  const card = f.last4 ? `your card ending ${f.last4}` : 'your card';
  return compose(brand, {
    template: 'renewal-failed',
    subject: `${f.studentName}'s ${f.planName} plan: the renewal payment did not go through`,
    heading: 'Hello,',
    blocks: [
      {
        kind: 'p',
        text:
          `We tried to renew ${f.studentName}'s ${f.planName} plan (${formatMoney(f.amount, f.currency)}) with ${card}, ` +
          `and the payment did not go through. Classes are paid until ${calendarDate(f.paidUntil)}; ` +
          'we will try the card again over the next few days.',
      },
      ...(updateCardUrl
        ? [
            { kind: 'p' as const, text: 'If the card has changed or expired, update it on Paystack’s secure page:' },
            { kind: 'button' as const, label: 'Update your card', href: updateCardUrl },
          ]
        : []),
      {
        kind: 'p',
        text: 'Prefer M-Pesa? Sign in to your dashboard and pay for the next period from there.',
      },
      { kind: 'link', label: 'Open my dashboard', href: `${brand.siteUrl}/dashboard` },
    ],
  });
}
