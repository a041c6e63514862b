// /enroll's offer card: the heading, the course, plan, price and paid-until lines. Drawn from
// texts already worded (domain/enrollment/offer-card.ts), so the same markup serves the
// server's answer (EnrollPayment) and, as a static template in the page, the mailed link's
// glance drawn at first paint before any module script (services/first-paint/enroll-offer.ts
// fills each data-slot, and drops a row it has nothing for).
import type { ReactNode } from 'react';
import type { EnrollMessages } from '../../i18n/en/enroll';
import type { OfferCardTexts } from '../../domain/enrollment/offer-card';
import { SLOT_ROW_ATTRIBUTE } from '../../services/first-paint/glance-page';

interface Props {
  texts: OfferCardTexts;
  m: Pick<EnrollMessages, 'course' | 'plan' | 'price' | 'paidUntil' | 'siblingDiscount' | 'referralCredit'>;
  /** The sibling discount taken from the full price, worded (the answer only, when it applies). */
  discount?: string;
  /** The plan's sibling rule, worded (the answer only, when the plan has one). */
  rule?: string;
  /** The family's referral credit the price takes off, worded (the answer only, when it has one). */
  credit?: string;
  /** The enrollment's paid-until date (YYYY-MM-DD), for the line's data attribute. */
  paidUntil?: string;
  /** The staff's note, under the lines (the answer only). */
  note?: string;
  /** The page's template: every place drawn, and the "as of" line, for the first-paint script to fill. */
  template?: boolean;
}

export default function OfferCard({ texts, m, paidUntil, note, discount, rule, credit, template = false }: Props) {
  const row = (slot: keyof OfferCardTexts, label: string, extra: Record<string, string> = {}): ReactNode =>
    (texts[slot] || template) && (
      <div className="contents" {...{ [SLOT_ROW_ATTRIBUTE]: '' }}>
        <dt className="text-muted">{label}</dt>
        <dd className="font-semibold" data-slot={slot} {...extra}>
          {texts[slot]}
        </dd>
      </div>
    );
  return (
    <section aria-labelledby="enroll-title" className="card space-y-3 px-6 py-5">
      <h1 id="enroll-title" className="text-xl font-bold text-ink" data-slot="heading">
        {texts.heading}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {row('course', m.course)}
        {row('plan', m.plan)}
        {row('price', m.price)}
        {discount && (
          <>
            <dt className="text-muted">{m.siblingDiscount}</dt>
            <dd className="font-semibold" data-sibling-discount>
              {discount}
            </dd>
          </>
        )}
        {credit && (
          <>
            <dt className="text-muted">{m.referralCredit}</dt>
            <dd className="font-semibold" data-referral-credit>
              {credit}
            </dd>
          </>
        )}
        {row('paidUntil', m.paidUntil, paidUntil ? { 'data-paid-until': paidUntil } : {})}
      </dl>
      {rule && (
        <p className="text-sm text-muted" data-sibling-rule>
          {rule}
        </p>
      )}
      {note && <p className="whitespace-pre-line rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">{note}</p>}
      {template && <p role="status" className="text-sm text-muted" data-as-of="" data-slot="asOf"></p>}
    </section>
  );
}
