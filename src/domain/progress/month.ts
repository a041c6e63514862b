// Months of the monthly progress report, as Nairobi reads them ("2026-11"): where one begins
// and ends as instants, the month before, and the day the staff start chasing a missing
// line. Pure.
import { addDays, NAIROBI_TZ } from '../slots';
import { MONTH_NAMES, wallTime, zonedInstant } from '../zone-clock';

/** YYYY-MM */
export type Month = string;

export const isMonth = (value: unknown): value is Month => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** Staff see a child's missing line this many days before the report goes out on the 1st. */
export const LINE_CHASE_DAYS = 3;

/** The Nairobi month holding `at`. */
export const monthOf = (at: Date): Month => wallTime(at, NAIROBI_TZ).date.slice(0, 7);

/** The month after `month`. */
export function nextMonth(month: Month): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `month`. */
export function previousMonth(month: Month): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The instants a Nairobi month runs over: from its first midnight up to the next month's. */
export function monthSpan(month: Month): { from: Date; until: Date } {
  return {
    from: zonedInstant(`${month}-01`, '00:00', NAIROBI_TZ),
    until: zonedInstant(`${nextMonth(month)}-01`, '00:00', NAIROBI_TZ),
  };
}

/** "November 2026" */
export function monthName(month: Month): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** Whether `now` is the 1st in Nairobi, the day reports go out (for the month before). */
export const isReportDay = (now: Date): boolean => wallTime(now, NAIROBI_TZ).day === 1;

/** The Nairobi date from which staff see `month`'s missing lines. */
export const chaseFrom = (month: Month): string => addDays(`${nextMonth(month)}-01`, -LINE_CHASE_DAYS);
