// Classes a weekly time makes up to paidUntil: Nairobi wall time stored as instants, across
// month ends and leap years, and a renewal that adds its period once.
import { describe, expect, it } from 'vitest';
import { occurrences, renewalOccurrences, weeklyTimeAt } from '../../../../src/domain/classes/occurrences';

const MONDAY_1600 = { weekday: 1, start: 16 * 60 };

describe('occurrences', () => {
  it('gives every Monday before paidUntil at 16:00 Nairobi (13:00 UTC)', () => {
    const list = occurrences(MONDAY_1600, '2026-01-28', '2026-02-28');
    expect(list.map((o) => o.date)).toEqual(['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23']);
    expect(list[0]!.start.toISOString()).toBe('2026-02-02T13:00:00.000Z');
    expect(list.every((o) => o.time === '16:00')).toBe(true);
  });

  it('crosses a month end and counts 29 February in a leap year', () => {
    const thursday = { weekday: 4, start: 10 * 60 + 30 };
    const leap = occurrences(thursday, '2028-02-20', '2028-03-10').map((o) => o.date);
    expect(leap).toEqual(['2028-02-24', '2028-03-02', '2028-03-09']);
    const sunday = { weekday: 0, start: 9 * 60 };
    expect(occurrences(sunday, '2028-02-27', '2028-03-01').map((o) => o.date)).toEqual(['2028-02-27']);
    const tuesday = { weekday: 2, start: 9 * 60 };
    expect(occurrences(tuesday, '2028-02-28', '2028-03-01').map((o) => o.date)).toEqual(['2028-02-29']);
    expect(occurrences(tuesday, '2027-02-28', '2027-03-03').map((o) => o.date)).toEqual(['2027-03-02']);
  });

  it('stops the day before paidUntil (the day the next payment falls due)', () => {
    expect(occurrences(MONDAY_1600, '2026-03-01', '2026-03-09').map((o) => o.date)).toEqual(['2026-03-02']);
  });

  it('skips a class that has already started when the time is chosen', () => {
    const chosenAt = new Date('2026-03-02T13:30:00Z'); // Monday 16:30 Nairobi
    expect(occurrences(MONDAY_1600, '2026-03-02', '2026-03-17', chosenAt).map((o) => o.date)).toEqual([
      '2026-03-09',
      '2026-03-16',
    ]);
  });

  it('reads the weekly time back from a class instant', () => {
    const [first] = occurrences(MONDAY_1600, '2026-11-01', '2026-12-01');
    expect(weeklyTimeAt(first!.start)).toEqual(MONDAY_1600);
  });
});

describe('renewalOccurrences', () => {
  it('adds only the new period, and together they make the whole run with no class twice', () => {
    const first = occurrences(MONDAY_1600, '2026-01-31', '2026-02-28');
    const renewal = renewalOccurrences(MONDAY_1600, '2026-02-28', '2026-03-31');
    const ids = [...first, ...renewal].map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(occurrences(MONDAY_1600, '2026-01-31', '2026-03-31').map((o) => o.id));
  });

  it('adds nothing when the same renewal is applied again', () => {
    expect(renewalOccurrences(MONDAY_1600, '2026-03-31', '2026-03-31')).toEqual([]);
    expect(renewalOccurrences(MONDAY_1600, '2026-03-31', '2026-02-28')).toEqual([]);
  });

  it('gives each class an id of its date and time, the same however it was computed', () => {
    const a = occurrences(MONDAY_1600, '2026-03-01', '2026-03-31');
    const b = renewalOccurrences(MONDAY_1600, '2026-03-01', '2026-03-31');
    expect(b.map((o) => o.id)).toEqual(a.map((o) => o.id));
    expect(a[0]!.id).toBe('2026-03-02_1600');
  });
});
