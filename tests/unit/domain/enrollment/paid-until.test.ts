// paidUntil arithmetic: month ends, leap years, every billing period, and the grace rule.
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, extendPaidUntil, statusOn } from '../../../../src/domain/enrollment/paid-until';
import { periodMonths, periods } from '../../../../src/domain/pricing';

describe('addMonths', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
  });

  it('clamps to the last day of a shorter month, and a leap February has 29', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2100-01-29', 1)).toBe('2100-02-28'); // 2100 is no leap year
    expect(addMonths('2000-01-30', 1)).toBe('2000-02-29'); // 2000 is
  });

  it('returns to the anchor day after a short month instead of creeping earlier', () => {
    expect(addMonths('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(addMonths('2026-04-30', 1, 31)).toBe('2026-05-31');
    expect(addMonths('2026-02-28', 1, 29)).toBe('2026-03-29');
  });

  it('crosses year ends in both directions', () => {
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('refuses text that is not a date', () => {
    expect(() => addMonths('2026-1-5', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts calendar days across month and year ends and leap days', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
});

describe('extendPaidUntil', () => {
  it('starts from today for a first payment, every period', () => {
    for (const period of periods) {
      const got = extendPaidUntil(undefined, '2026-01-31', period);
      expect(got.anchorDay).toBe(31);
      expect(got.paidUntil).toBe(addMonths('2026-01-31', periodMonths[period]));
    }
    expect(extendPaidUntil(undefined, '2026-01-31', 'monthly').paidUntil).toBe('2026-02-28');
    expect(extendPaidUntil(undefined, '2026-01-31', 'quarterly').paidUntil).toBe('2026-04-30');
    expect(extendPaidUntil(undefined, '2026-01-31', 'yearly').paidUntil).toBe('2027-01-31');
    expect(extendPaidUntil(undefined, '2028-02-29', 'yearly').paidUntil).toBe('2029-02-28');
  });

  it('continues from the current due date while still paid, so paying early gains nothing', () => {
    const current = { paidUntil: '2026-02-28', anchorDay: 31 };
    expect(extendPaidUntil(current, '2026-02-10', 'monthly')).toEqual({ paidUntil: '2026-03-31', anchorDay: 31 });
    expect(extendPaidUntil(current, '2026-02-10', 'quarterly')).toEqual({ paidUntil: '2026-05-31', anchorDay: 31 });
    expect(extendPaidUntil(current, '2026-02-10', 'yearly')).toEqual({ paidUntil: '2027-02-28', anchorDay: 31 });
  });

  it('twelve monthly payments in a row end where one yearly payment does', () => {
    let paid = extendPaidUntil(undefined, '2027-01-31', 'monthly');
    for (let i = 1; i < 12; i += 1) paid = extendPaidUntil(paid, '2027-01-31', 'monthly');
    expect(paid.paidUntil).toBe(extendPaidUntil(undefined, '2027-01-31', 'yearly').paidUntil);
  });

  it('a payment within the grace days after the due date loses no days; a later one starts afresh', () => {
    const current = { paidUntil: '2026-03-31', anchorDay: 31 };
    expect(extendPaidUntil(current, '2026-04-02', 'monthly', 7).paidUntil).toBe('2026-04-30');
    expect(extendPaidUntil(current, '2026-04-07', 'monthly', 7).paidUntil).toBe('2026-04-30');
    expect(extendPaidUntil(current, '2026-04-08', 'monthly', 7)).toEqual({ paidUntil: '2026-05-08', anchorDay: 8 });
    // Without grace (the default) the later of today and the due date counts.
    expect(extendPaidUntil(current, '2026-03-31', 'monthly').paidUntil).toBe('2026-04-30');
    expect(extendPaidUntil(current, '2026-04-02', 'monthly')).toEqual({ paidUntil: '2026-05-02', anchorDay: 2 });
  });
});

describe('statusOn', () => {
  it('is active before the due date, past due from it through the grace days, expired after', () => {
    expect(statusOn('2026-03-10', '2026-03-09', 7)).toBe('active');
    expect(statusOn('2026-03-10', '2026-03-10', 7)).toBe('past_due');
    expect(statusOn('2026-03-10', '2026-03-17', 7)).toBe('past_due');
    expect(statusOn('2026-03-10', '2026-03-18', 7)).toBe('expired');
    // Across a month end: 27 February to 6 March is 7 days late, to 7 March is 8.
    expect(statusOn('2026-02-27', '2026-03-06', 7)).toBe('past_due');
    expect(statusOn('2026-02-27', '2026-03-07', 7)).toBe('expired');
  });

  it('stays cancelled whatever the dates', () => {
    expect(statusOn('2030-01-01', '2026-01-01', 7, true)).toBe('cancelled');
  });
});
