// The make-up credit rule on fixture plans (never today's plans.yaml values): who earns a
// credit, until when it lasts across month ends and leap years, and when it still books.
import { describe, expect, it } from 'vitest';
import {
  creditMonth,
  creditRefusal,
  expiresAt,
  expiryDate,
  lastDay,
  noCreditReason,
  reminderDue,
  type MakeUpRule,
} from '../../../../src/domain/credits/rule';

const rule: MakeUpRule = { familyNoticeHours: 24, validDaysAfterPeriod: 14, perMonth: 2 };
const classStart = new Date('2027-03-10T13:00:00Z'); // 16:00 in Nairobi
const hoursBefore = (h: number) => new Date(classStart.getTime() - h * 3_600_000);

describe('who earns a make-up credit', () => {
  it('a class the school cancels always does, even at the last minute and past the month cap', () => {
    const c = { by: 'school' as const, classStart, at: hoursBefore(0.1), familyCreditsThisMonth: 9 };
    expect(noCreditReason(rule, c)).toBeNull();
    expect(noCreditReason({ ...rule, perMonth: 0 }, c)).toBeNull();
  });

  it('a family earns one with the plan’s notice, exactly at the cut-off, and not a minute later', () => {
    const family = (at: Date, count = 0) => ({ by: 'family' as const, classStart, at, familyCreditsThisMonth: count });
    expect(noCreditReason(rule, family(hoursBefore(48)))).toBeNull();
    expect(noCreditReason(rule, family(hoursBefore(24)))).toBeNull();
    expect(noCreditReason(rule, family(new Date(hoursBefore(24).getTime() + 60_000)))).toBe('short-notice');
    expect(noCreditReason({ ...rule, familyNoticeHours: 2 }, family(hoursBefore(3)))).toBeNull();
  });

  it('a family earns no more than the plan’s number a month, and none when the plan gives none', () => {
    const family = (count: number) => ({ by: 'family' as const, classStart, at: hoursBefore(30), familyCreditsThisMonth: count });
    expect(noCreditReason(rule, family(1))).toBeNull();
    expect(noCreditReason(rule, family(2))).toBe('month-cap');
    expect(noCreditReason({ ...rule, perMonth: 1 }, family(1))).toBe('month-cap');
    expect(noCreditReason({ ...rule, perMonth: 0 }, family(0))).toBe('not-offered');
  });

  it('counts a credit in the Nairobi month of its class (a class at 01:00 in Nairobi on the 1st is that month)', () => {
    expect(creditMonth(new Date('2027-02-28T22:00:00Z'))).toBe('2027-03');
    expect(creditMonth(new Date('2027-02-28T20:00:00Z'))).toBe('2027-02');
  });
});

describe('how long a credit lasts', () => {
  it('is the paid period’s end plus the plan’s days, across a month end', () => {
    expect(expiryDate(rule, '2027-01-25')).toBe('2027-02-08');
    expect(lastDay(expiresAt(rule, '2027-01-25'))).toBe('2027-02-07');
    expect(expiryDate(rule, '2026-12-20')).toBe('2027-01-03');
  });

  it('counts February’s 28 or 29 days: leap years', () => {
    expect(expiryDate(rule, '2027-02-20')).toBe('2027-03-06');
    expect(expiryDate(rule, '2028-02-20')).toBe('2028-03-05');
    expect(expiryDate({ validDaysAfterPeriod: 1 }, '2028-02-28')).toBe('2028-02-29');
    expect(expiryDate({ validDaysAfterPeriod: 1 }, '2027-02-28')).toBe('2027-03-01');
  });

  it('ends at Nairobi midnight (21:00 UTC the evening before), and with 0 days at the period’s end', () => {
    expect(expiresAt(rule, '2028-02-20').toISOString()).toBe('2028-03-04T21:00:00.000Z');
    expect(expiresAt({ validDaysAfterPeriod: 0 }, '2027-04-01').toISOString()).toBe('2027-03-31T21:00:00.000Z');
  });
});

describe('whether a credit books a class', () => {
  const credit = { status: 'open' as const, expiresAt: new Date('2027-03-24T21:00:00Z') };
  const now = new Date('2027-03-20T06:00:00Z');

  it('books an hour after now and before expiry', () => {
    expect(creditRefusal(credit, new Date('2027-03-24T13:00:00Z'), now)).toBeNull();
  });

  it('refuses a used or withdrawn credit, an expired one, a past hour and an hour after expiry', () => {
    expect(creditRefusal({ ...credit, status: 'used' }, new Date('2027-03-22T13:00:00Z'), now)).toBe('not-open');
    expect(creditRefusal({ ...credit, status: 'withdrawn' }, new Date('2027-03-22T13:00:00Z'), now)).toBe('not-open');
    expect(creditRefusal(credit, new Date('2027-03-26T13:00:00Z'), new Date('2027-03-24T21:00:00Z'))).toBe('expired');
    expect(creditRefusal(credit, new Date('2027-03-20T05:00:00Z'), now)).toBe('in-the-past');
    expect(creditRefusal(credit, new Date('2027-03-24T21:00:00Z'), now)).toBe('after-expiry');
  });

  it('is due its reminder from three days before expiry, once, and never after', () => {
    const at = (iso: string) => new Date(iso);
    expect(reminderDue(credit, at('2027-03-21T20:59:00Z'))).toBe(false);
    expect(reminderDue(credit, at('2027-03-21T21:00:00Z'))).toBe(true);
    expect(reminderDue({ ...credit, reminded: true }, at('2027-03-22T21:00:00Z'))).toBe(false);
    expect(reminderDue({ ...credit, status: 'used' }, at('2027-03-22T21:00:00Z'))).toBe(false);
    expect(reminderDue(credit, at('2027-03-24T21:00:00Z'))).toBe(false);
  });
});
