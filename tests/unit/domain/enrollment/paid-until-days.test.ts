// The paid-until rules under a table of days instead of the day the suite happens to run:
// every month's last days, February in common and leap years (2000 and 2028 leap, 2100 not)
// and mid-month days. Each expectation comes from the calendar in Date (an independent
// reading of the rule), never from the code under test.
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, extendPaidUntil, statusOn } from '../../../../src/domain/enrollment/paid-until';
import { periodMonths, periods } from '../../../../src/domain/pricing';
import { nairobiDate } from '../../../../src/domain/slots';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (date: string) => Number(date.slice(8));

/** The month `months` after `date`'s, on `anchor` or that month's last day, by Date's calendar. */
function calendarMonths(date: string, months: number, anchor: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(anchor, last))));
}

const calendarDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** Days 1, 15 and the 27th to each month's end, every month of common, leap and century years. */
const days: string[] = [2026, 2027, 2028, 2000, 2100].flatMap((year) =>
  Array.from({ length: 12 }, (_, month) => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return [1, 15, 27, 28, 29, 30, 31].filter((d) => d <= last).map((d) => iso(new Date(Date.UTC(year, month, d))));
  }).flat(),
);

describe.each(days)('paid on %s', (today) => {
  const anchor = dayOf(today);

  it('a first payment runs one period from today, anchored on today, for every period', () => {
    for (const period of periods) {
      expect(extendPaidUntil(undefined, today, period)).toEqual({
        paidUntil: calendarMonths(today, periodMonths[period], anchor),
        anchorDay: anchor,
      });
    }
  });

  it('a second payment continues from the anchor day, not from a due date a short month clamped', () => {
    for (const period of periods) {
      const first = extendPaidUntil(undefined, today, period);
      const second = extendPaidUntil(first, today, period);
      expect(second).toEqual({ paidUntil: calendarMonths(today, 2 * periodMonths[period], anchor), anchorDay: anchor });
    }
  });

  it('twelve monthly payments in a row land on the anchor day or a month end, and end where a yearly one does', () => {
    let paid = extendPaidUntil(undefined, today, 'monthly');
    for (let k = 2; k <= 12; k += 1) {
      paid = extendPaidUntil(paid, today, 'monthly');
      expect(paid.paidUntil).toBe(calendarMonths(today, k, anchor));
    }
    expect(paid.paidUntil).toBe(extendPaidUntil(undefined, today, 'yearly').paidUntil);
  });

  it('a payment on the last day of the grace continues the run; the day after starts afresh', () => {
    for (const graceDays of [0, 3, 7]) {
      const first = extendPaidUntil(undefined, today, 'monthly', graceDays);
      const lastGraceDay = calendarDays(first.paidUntil, graceDays);
      expect(extendPaidUntil(first, lastGraceDay, 'monthly', graceDays)).toEqual({
        paidUntil: calendarMonths(today, 2, anchor),
        anchorDay: anchor,
      });
      const late = calendarDays(lastGraceDay, 1);
      expect(extendPaidUntil(first, late, 'monthly', graceDays)).toEqual({
        paidUntil: calendarMonths(late, 1, dayOf(late)),
        anchorDay: dayOf(late),
      });
    }
  });

  it('is active up to the due date, past due from it through the grace, expired after', () => {
    const due = extendPaidUntil(undefined, today, 'monthly').paidUntil;
    for (const graceDays of [0, 7]) {
      expect(statusOn(due, calendarDays(due, -1), graceDays)).toBe('active');
      expect(statusOn(due, due, graceDays)).toBe('past_due');
      expect(statusOn(due, calendarDays(due, graceDays), graceDays)).toBe('past_due');
      expect(statusOn(due, calendarDays(due, graceDays + 1), graceDays)).toBe('expired');
    }
  });

  it('counts days and months as the calendar does', () => {
    expect(daysBetween(today, calendarDays(today, 1))).toBe(1);
    expect(daysBetween(today, calendarDays(today, 40))).toBe(40);
    expect(addMonths(today, -1)).toBe(calendarMonths(today, -1, anchor));
  });

  it('is the Nairobi date from 21:00 UTC the evening before to 20:59 UTC that day', () => {
    const eve = calendarDays(today, -1);
    expect(nairobiDate(new Date(`${eve}T21:00:00Z`))).toBe(today);
    expect(nairobiDate(new Date(`${today}T20:59:59Z`))).toBe(today);
    expect(nairobiDate(new Date(`${eve}T20:59:59Z`))).toBe(eve);
  });
});
