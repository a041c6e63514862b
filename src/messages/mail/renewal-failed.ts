// A card renewal that did not go through: the family is told, in its language, what happened,
// that Paystack will try the card again, how to update it (Paystack's own page), and that they
// can pay by M-Pesa from the dashboard instead. Pure.
import { formatMoney, type Currency } from '../../domain/pricing';
import { localePath, type Language } from '../../i18n/languages';
import { compose, type Block, type Brand, type Mail } from './layout';
import { mailWords } from './words';

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
export function renewalFailedMail(language: Language, brand: Brand, f: FailedRenewal, updateCardUrl: string | null): Mail {
  const { mail, common, formats } = mailWords(language);
  const w = mail.renewal.failed;
  const update: Block[] = updateCardUrl
    ? [
        { kind: 'p', text: w.updateCard },
        { kind: 'button', label: w.updateButton, href: updateCardUrl },
      ]
    : [];
  return compose(brand, {
    template: 'renewal-failed',
    language,
    subject: w.subject(f.studentName, f.planName),
    heading: common.hello(),
    blocks: [
      {
        kind: 'p',
        text: w.tried(
          f.studentName,
          f.planName,
          formatMoney(f.amount, f.currency),
          w.card(f.last4),
          formats.calendarDate(f.paidUntil),
        ),
      },
      ...update,
      { kind: 'p', text: w.mpesa },
      { kind: 'link', label: common.openDashboard, href: `${brand.siteUrl}${localePath('/dashboard', language)}` },
    ],
  });
}
