// Kiswahili twin of renewal-failed.ts: a card renewal that did not go through. Pure.
import { formatMoney } from '../pricing';
import { compose, type Brand, type Mail } from './layout';
import type { FailedRenewal } from './renewal-failed';
import { calendarDateSw } from './sw-words';

export function renewalFailedMailSw(brand: Brand, f: FailedRenewal, updateCardUrl: string | null): Mail {
  const card = f.last4 ? `kadi yako inayoishia ${f.last4}` : 'kadi yako';
  return compose(brand, {
    template: 'renewal-failed',
    language: 'sw',
    subject: `Mpango wa ${f.planName} wa ${f.studentName}: malipo ya kuendeleza hayakufanikiwa`,
    heading: 'Habari,',
    blocks: [
      {
        kind: 'p',
        text:
          `Tulijaribu kuendeleza mpango wa ${f.planName} wa ${f.studentName} (${formatMoney(f.amount, f.currency)}) kwa ${card}, ` +
          `lakini malipo hayakufanikiwa. Madarasa yamelipiwa hadi ${calendarDateSw(f.paidUntil)}; ` +
          'tutajaribu kadi tena katika siku chache zijazo.',
      },
      ...(updateCardUrl
        ? [
            {
              kind: 'p' as const,
              text: 'Kama kadi imebadilika au muda wake umeisha, ibadilishe kwenye ukurasa salama wa Paystack:',
            },
            { kind: 'button' as const, label: 'Badilisha kadi yako', href: updateCardUrl },
          ]
        : []),
      { kind: 'p', text: 'Ungependa M-Pesa? Ingia kwenye dashibodi yako na ulipie kipindi kijacho kutoka hapo.' },
      { kind: 'link', label: 'Fungua dashibodi yangu', href: `${brand.siteUrl}/sw/dashboard` },
    ],
  });
}
