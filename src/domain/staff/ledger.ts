// Payments and donations as the staff console totals them: per month (in Nairobi) and
// currency, counted in subunits so no floating-point cent goes astray.
import { nairobiDate } from '../slots';

export interface PaymentRow {
  reference: string;
  kind: 'plan' | 'donation';
  /** Main units, e.g. 4500 (KES). */
  amount: number;
  /** Subunits, e.g. 450000. */
  amountSubunits: number;
  currency: string;
  plan: string | null;
  period: string | null;
  studentName: string;
  email: string | null;
  /** When Paystack says it was paid, else when we recorded it. */
  paidAt: Date | null;
  /** `review`: money taken at an amount that is not a current price, for staff to confirm. */
  status?: 'success' | 'review';
  /** On a review: the price expected and why the charge was not accepted, as staff read it. */
  review?: string | null;
}

export interface MonthTotal {
  /** YYYY-MM in Nairobi. */
  month: string;
  currency: string;
  plans: number;
  donations: number;
  total: number;
  count: number;
}

/** The Nairobi month of a payment, or "unknown" when it carries no date. */
export function paymentMonth(at: Date | null): string {
  return at && !Number.isNaN(at.getTime()) ? nairobiDate(at).slice(0, 7) : 'unknown';
}

/** Totals per month and currency, newest month first, currencies alphabetical. Payments under
 *  review count: the money was taken, whatever plan it turns out to pay for. */
export function monthTotals(rows: readonly PaymentRow[]): MonthTotal[] {
  const sums = new Map<string, { month: string; currency: string; plans: number; donations: number; count: number }>();
  for (const row of rows) {
    const month = paymentMonth(row.paidAt);
    const key = `${month}|${row.currency}`;
    const sum = sums.get(key) ?? { month, currency: row.currency, plans: 0, donations: 0, count: 0 };
    const subunits = Number.isFinite(row.amountSubunits) ? Math.round(row.amountSubunits) : Math.round(row.amount * 100);
    if (row.kind === 'donation') sum.donations += subunits;
    else sum.plans += subunits;
    sum.count += 1;
    sums.set(key, sum);
  }
  return [...sums.values()]
    .sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency))
    .map((s) => ({ ...s, plans: s.plans / 100, donations: s.donations / 100, total: (s.plans + s.donations) / 100 }));
}

/** Newest first by a date field; undated records last. */
export function newestFirst<T>(rows: readonly T[], at: (row: T) => Date | null): T[] {
  const time = (row: T) => at(row)?.getTime() ?? -Infinity;
  return [...rows].sort((a, b) => time(b) - time(a));
}
