// The trial's slots: each country's zone, the 7-day window in Nairobi whatever the device's
// zone, and the slots already past today.
import { describe, expect, it } from 'vitest';
import {
  SLOTS,
  addDays,
  dateWindow,
  dayLabel,
  describeSlot,
  isIsoDate,
  isSlotPast,
  nairobiDate,
  slotInZone,
  slotInstant,
} from '../../../src/domain/slots';
import { deviceZones } from './booking-fixtures';

describe('slots in each country zone', () => {
  const date = '2025-03-10';
  it('10:00 Nairobi is 07:00 UTC', () => {
    expect(slotInstant(date, '10:00').toISOString()).toBe('2025-03-10T07:00:00.000Z');
  });

  it.each([
    ['KE', 'Africa/Nairobi', '10:00', 'EAT'],
    ['UG', 'Africa/Kampala', '10:00', 'EAT'],
    ['TZ', 'Africa/Dar_es_Salaam', '10:00', 'EAT'],
    ['NG', 'Africa/Lagos', '08:00', 'WAT'],
    ['ZA', 'Africa/Johannesburg', '09:00', 'SAST'],
  ])('%s (%s) shows 10:00 EAT as %s %s', (_code, tz, time, zone) => {
    expect(slotInZone(date, '10:00', tz)).toEqual({ slot: '10:00', time, zone, date });
  });

  it('converts every slot for Lagos and Johannesburg', () => {
    expect(SLOTS.map((s) => slotInZone(date, s, 'Africa/Lagos').time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(SLOTS.map((s) => slotInZone(date, s, 'Africa/Johannesburg').time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('names a zone outside the five with what Intl gives', () => {
    expect(slotInZone(date, '10:00', 'UTC')).toMatchObject({ time: '07:00', zone: 'UTC' });
  });

  it('describes a slot in words for the summary', () => {
    expect(describeSlot(date, '10:00', 'Africa/Lagos')).toBe('Monday 10 March 2025, 08:00 WAT');
  });

  it('gives the same answers whatever the device zone', () => {
    for (const { tz, offsetMinutes } of deviceZones) {
      process.env.TZ = tz;
      expect(new Date('2025-03-10T00:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
      expect(slotInstant(date, '17:00').toISOString()).toBe('2025-03-10T14:00:00.000Z');
      expect(slotInZone(date, '17:00', 'Africa/Lagos')).toEqual({ slot: '17:00', time: '15:00', zone: 'WAT', date });
      expect(dayLabel(date)).toEqual({ weekday: 'Mon', day: '10', month: 'Mar', full: 'Monday 10 March 2025' });
    }
  });
});

describe('the 7-day window in Nairobi', () => {
  // 23:30 Nairobi on 10 March is 20:30 UTC; 00:30 Nairobi on 11 March is 21:30 UTC.
  const lateEvening = new Date('2025-03-10T20:30:00Z');
  const justAfterMidnight = new Date('2025-03-10T21:30:00Z');

  for (const { tz, offsetMinutes } of deviceZones) {
    it(`is right at 23:30 and 00:30 Nairobi with the device in ${tz}`, () => {
      process.env.TZ = tz;
      expect(new Date('2025-03-10T00:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
      expect(nairobiDate(lateEvening)).toBe('2025-03-10');
      expect(dateWindow(lateEvening, 7)).toEqual([
        '2025-03-10',
        '2025-03-11',
        '2025-03-12',
        '2025-03-13',
        '2025-03-14',
        '2025-03-15',
        '2025-03-16',
      ]);
      expect(nairobiDate(justAfterMidnight)).toBe('2025-03-11');
      expect(dateWindow(justAfterMidnight, 7)).toEqual([
        '2025-03-11',
        '2025-03-12',
        '2025-03-13',
        '2025-03-14',
        '2025-03-15',
        '2025-03-16',
        '2025-03-17',
      ]);
    });
  }

  it('crosses month and year ends and leap days', () => {
    expect(dateWindow(new Date('2024-12-29T09:00:00Z'), 7)).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
    expect(dateWindow(new Date('2024-02-27T09:00:00Z'), 7).slice(1, 4)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });

  it('checks real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-1')).toBe(false);
    expect(isIsoDate(20250301)).toBe(false);
  });
});

describe('past slots today', () => {
  const open = (date: string, now: Date) => SLOTS.filter((slot) => !isSlotPast(date, slot, now));

  it('blocks slots that have started and keeps later ones', () => {
    const now = new Date('2025-03-10T09:30:00Z'); // 12:30 Nairobi
    expect(isSlotPast('2025-03-10', '12:00', now)).toBe(true);
    expect(isSlotPast('2025-03-10', '14:00', now)).toBe(false);
    expect(open('2025-03-10', now)).toEqual(['14:00', '15:00', '16:00', '17:00']);
    expect(open('2025-03-11', now)).toEqual([...SLOTS]);
  });

  it('counts a slot as past from its start minute', () => {
    expect(isSlotPast('2025-03-10', '10:00', new Date('2025-03-10T06:59:59Z'))).toBe(false);
    expect(isSlotPast('2025-03-10', '10:00', new Date('2025-03-10T07:00:00Z'))).toBe(true);
  });

  it('leaves no slot today after 17:00 Nairobi, and tomorrow stays open', () => {
    const now = new Date('2025-03-10T14:05:00Z'); // 17:05 Nairobi
    expect(open('2025-03-10', now)).toEqual([]);
    expect(open('2025-03-11', now)).toEqual([...SLOTS]);
  });
});
