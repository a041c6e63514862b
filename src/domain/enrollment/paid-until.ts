// How long an enrollment is paid for. Dates are Nairobi calendar dates (YYYY-MM-DD), the
// school's own calendar: `paidUntil` is the day the next payment falls due, so the family
// has classes on every day before it.
//
// A period adds whole months to the day of the month the enrollment started on (its
// anchor day), clamped to the month's length: 31 January + 1 month is 28 February (29 in a
// leap year), and the month after is 31 March again, not 28 March. Counting from the anchor
// rather than from the last due date keeps a family's due day from creeping earlier.
import { periodMonths, type Period } from '../pricing';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type EnrollmentStatus = 'active' | 'past_due' | 'expired' | 'cancelled';

export interface PaidPeriod {
  /** The day the next payment falls due (YYYY-MM-DD, Nairobi). */
  paidUntil: string;
  /** The day of the month the enrollment's periods count from (1 to 31). */
  anchorDay: number;
}

function parts(date: string): { year: number; month: number; day: number } {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `date` moved by whole months, landing on `anchorDay` or the month's last day if shorter. */
export function addMonths(date: string, months: number, anchorDay = parts(date).day): string {
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(anchorDay, daysInMonth(y, m)))}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * The paid period after one more payment for `period`, made on `today`.
 *
 * A payment made while the enrollment is still paid, or within `graceDays` after it fell
 * due, continues from the old due date, so paying early gains nothing and paying a few days
 * late loses nothing. Any later payment (or the first) starts a fresh run from today.
 */
export function extendPaidUntil(current: PaidPeriod | undefined, today: string, period: Period, graceDays = 0): PaidPeriod {
  const months = periodMonths[period];
  if (current && daysBetween(current.paidUntil, today) <= graceDays) {
    return { paidUntil: addMonths(current.paidUntil, months, current.anchorDay), anchorDay: current.anchorDay };
  }
  const anchorDay = parts(today).day;
  return { paidUntil: addMonths(today, months, anchorDay), anchorDay };
}

/**
 * Where a paid enrollment stands on `today`: active before its due date, past due on the
 * due date and the `graceDays` days after it, expired after them. Paying while past due
 * continues the enrollment (see extendPaidUntil). A cancelled enrollment stays cancelled.
 */
export function statusOn(paidUntil: string, today: string, graceDays: number, cancelled = false): EnrollmentStatus {
  if (cancelled) return 'cancelled';
  const late = daysBetween(paidUntil, today);
  if (late < 0) return 'active';
  return late <= graceDays ? 'past_due' : 'expired';
}
