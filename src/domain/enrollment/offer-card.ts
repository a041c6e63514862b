// The texts of /enroll's offer card (islands/enroll/OfferCard.tsx), already worded: from the
// server's answer, or from a mailed link's glance (offer-glance.ts), which the page's
// first-paint script draws before the answer (services/first-paint/enroll-offer.ts). One
// wording for both, so the drawn card reads as the answer will. Pure.
import { formatMoney, type Currency } from '../pricing';

export interface OfferCardTexts {
  heading: string;
  /** '' when not known (a glance names no course). */
  course: string;
  plan: string;
  price: string;
  /** '' for a new enrollment, and on a glance. */
  paidUntil: string;
}

export interface OfferCardFacts {
  renews: boolean;
  studentName: string;
  courseTitle?: string;
  planName: string;
  amount: number;
  currency: Currency;
  /** The enrollment's paid-until date, already written in the page's words. */
  paidUntil?: string;
}

export function offerCardTexts(o: OfferCardFacts, m: { heading: (renews: boolean, student: string) => string }): OfferCardTexts {
  return {
    heading: m.heading(o.renews, o.studentName),
    course: o.courseTitle ?? '',
    plan: o.planName,
    price: formatMoney(o.amount, o.currency),
    paidUntil: o.paidUntil ?? '',
  };
}
