// The answer of POST /api/enrollment: what /enroll shows and charges for a recommendation or
// a renewal link. The function builds it (functions/src/enrollments/) and the browser reads it
// back (src/services/enrollment.ts) as this one type. Never the token hash, the family's uid
// or who recommended.
import type { FamilyPrice } from '../family-price';
import type { Currency, Period } from '../pricing';

export interface EnrollmentOffer {
  id: string;
  studentName: string;
  email: string;
  course: { id: string; title: string };
  plan: { id: string; name: string; classes: number };
  period: Period;
  currency: Currency;
  /** What this family pays today for the plan and period, in whole units: `price.total` / 100. */
  amount: number;
  /** How that amount is made (src/domain/family-price.ts): the full price and the sibling discount. */
  price: FamilyPrice;
  note: string;
  enrollment: { status: string; paidUntil: string } | null;
  /** The Paystack plan a card payment may subscribe to (renewing by itself), when one is synced at today's price. */
  planCode: string | null;
  /** When that subscription would charge next (YYYY-MM-DD). */
  renewsOn: string | null;
  /** A renewal reminder's link: the enrollment the payment renews. */
  renews?: string;
  /** Paying one part of a period paid in parts: `amount` is that part's (the enrollment's schedule). */
  instalment?: { n: number; of: number; dueOn: string };
}
