// Kiswahili twin of payment-review.ts's note to the payer: the money arrived and the school
// will confirm the plan. Pure.
import { compose, type Brand, type Mail } from './layout';
import { paidMoney, type ReviewedPayment } from './payment-review';
import { nairobiDateSw } from './sw-words';

export function reviewReceiptSw(brand: Brand, p: ReviewedPayment): Mail {
  const paid = paidMoney(p.amount, p.currency);
  const rows: [string, string][] = [];
  if (p.studentName) rows.push([p.kind === 'donation' ? 'Jina' : 'Mtoto', p.studentName]);
  rows.push(['Kiasi', paid], ['Kumbukumbu', p.reference], ['Tarehe', nairobiDateSw(p.paidAt)]);
  return compose(brand, {
    template: 'payment-received',
    language: 'sw',
    subject: `Tumepokea malipo yako kwa ${brand.name}: ${paid}`,
    heading: 'Asante! Tumepokea malipo yako.',
    blocks: [
      {
        kind: 'p',
        text: 'Kiasi chake si mojawapo ya bei za mipango za leo, kwa hiyo timu yetu italikagua na kukutumia barua pepe kuthibitisha mpango wako. Tafadhali usilipe tena.',
      },
      { kind: 'facts', rows },
    ],
  });
}
