// Kiswahili twin of payment.ts's receipt to the payer (a plan or a donation). Pure.
import { formatMoney, periodMonths, type Period } from '../pricing';
import { NAIROBI_TZ } from '../slots';
import { wallTime } from '../zone-clock';
import { compose, type Brand, type Mail } from './layout';
import type { Paid } from './payment';
import { calendarDateSw, classesTextSw, nairobiDateSw, periodSw } from './sw-words';

/** "Kila mwezi: 23 Novemba 2026 hadi 22 Desemba 2026" (Nairobi calendar days). */
export function billingPeriodSw(period: Period, paidAt: Date): string {
  const first = wallTime(paidAt, NAIROBI_TZ);
  const last = new Date(Date.UTC(first.year, first.month + periodMonths[period], first.day - 1, 12));
  return `${periodSw[period]}: ${calendarDateSw(first.date)} hadi ${calendarDateSw(last.toISOString().slice(0, 10))}`;
}

function receiptRowsSw(p: Paid): [string, string][] {
  const rows: [string, string][] = [];
  if (p.paidFor) {
    rows.push(
      ['Mpango', p.paidFor.plan.name],
      ['Kipindi cha malipo', p.paidUntil ? periodSw[p.paidFor.period] : billingPeriodSw(p.paidFor.period, p.paidAt)],
      ['Madarasa', classesTextSw(p.paidFor.plan.classes)],
    );
    if (p.paidUntil) rows.push(['Imelipiwa hadi', calendarDateSw(p.paidUntil)]);
  }
  if (p.studentName) rows.push([p.kind === 'donation' ? 'Jina' : 'Mtoto', p.studentName]);
  rows.push(['Kiasi', formatMoney(p.amount, p.currency)], ['Kumbukumbu', p.reference], ['Tarehe', nairobiDateSw(p.paidAt)]);
  return rows;
}

export function paymentReceiptSw(brand: Brand, p: Paid): Mail {
  if (p.kind === 'donation') {
    return compose(brand, {
      template: 'donation-receipt',
      language: 'sw',
      subject: `Asante kwa mchango wako kwa ${brand.name}: ${formatMoney(p.amount, p.currency)}`,
      heading: p.studentName ? `Asante, ${p.studentName}!` : 'Asante!',
      blocks: [
        {
          kind: 'p',
          text: `Zawadi yako inasaidia watoto wengi zaidi barani Afrika kujifunza kuandika programu na ${brand.name}. Hii ni risiti yako.`,
        },
        { kind: 'facts', rows: receiptRowsSw(p) },
      ],
    });
  }
  const what = p.paidFor ? `mpango wa ${p.paidFor.plan.name}, ${periodSw[p.paidFor.period].toLowerCase()}` : 'malipo ya mpango';
  return compose(brand, {
    template: 'plan-receipt',
    language: 'sw',
    subject: `Risiti yako ya ${brand.name}: ${what}, ${formatMoney(p.amount, p.currency)}`,
    heading: 'Asante kwa malipo yako',
    blocks: [
      {
        kind: 'p',
        text: 'Tumepokea malipo yako. Hii ni risiti yako; tutawasiliana nawe kwenye WhatsApp kupanga muda wa madarasa.',
      },
      { kind: 'facts', rows: receiptRowsSw(p) },
    ],
  });
}
