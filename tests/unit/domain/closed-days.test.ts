import { describe, expect, it } from 'vitest';
import { closedDayOn, countryOfNumber, isClosedOn, type ClosedDaySettings } from '../../../src/domain/closed-days';
import { COUNTRIES } from '../../../src/domain/countries';
import { dayAvailability, seatRefusal } from '../../../src/domain/seats';
import { addDays, nairobiDate } from '../../../src/domain/slots';

const [first, second] = COUNTRIES;
const settings: ClosedDaySettings = {
  closedDates: ['2031-01-01'],
  closedDays: [
    { date: '2031-12-12', name: 'A holiday of one country', countries: [first!.code] },
    { date: '2031-12-25', name: 'A day for all' },
    { date: '2031-08-01', name: 'Empty list means all', countries: [] },
  ],
};

describe('closed days per country', () => {
  it('closes a day named for a country for that country only', () => {
    expect(isClosedOn(settings, '2031-12-12', first!.code)).toBe(true);
    expect(isClosedOn(settings, '2031-12-12', second!.code)).toBe(false);
    expect(closedDayOn(settings, '2031-12-12', first!.code)?.name).toBe('A holiday of one country');
  });

  it('closes a day without countries, and closedDates, for every country and for an unknown one', () => {
    for (const date of ['2031-12-25', '2031-08-01', '2031-01-01']) {
      for (const c of COUNTRIES) expect(isClosedOn(settings, date, c.code)).toBe(true);
      expect(isClosedOn(settings, date)).toBe(true);
    }
  });

  it('leaves a day closed in some countries open when the country is not known', () => {
    expect(isClosedOn(settings, '2031-12-12')).toBe(false);
  });

  it('keeps other days open', () => {
    expect(isClosedOn(settings, '2031-12-13', first!.code)).toBe(false);
    expect(isClosedOn({ closedDates: [] }, '2031-12-12', first!.code)).toBe(false);
  });

  it('reads a family country from its number by the longest dial code', () => {
    for (const c of COUNTRIES) expect(countryOfNumber(`${c.dial}700000000`)).toBe(c.code);
    expect(countryOfNumber('+1555000000')).toBeUndefined();
    expect(countryOfNumber(undefined)).toBeUndefined();
  });
});

describe('the trial calendar honours a country closed day', () => {
  const now = new Date('2031-12-10T05:00:00Z');
  const day = addDays(nairobiDate(now), 2);
  const trial = {
    seatsPerSlot: 2,
    maxChildrenPerFamily: 3,
    closedDates: [],
    closedDays: [{ date: day, name: 'x', countries: [first!.code] }],
    changeCutoffHours: 2,
    calendarAlarmMinutes: 30,
    windowDays: 7,
    reminderHours: { day: 24, hour: 1 },
  };

  it('refuses a booking from that country and takes one from another', () => {
    const time = Object.keys(dayAvailability(trial, day, {}, now).slots)[0]!;
    expect(seatRefusal(trial, day, time, {}, now, first!.code)).toBe('closed-date');
    expect(seatRefusal(trial, day, time, {}, now, second!.code)).toBeNull();
    expect(dayAvailability(trial, day, {}, now, first!.code).closed).toBe(true);
    expect(dayAvailability(trial, day, {}, now, second!.code).closed).toBe(false);
  });
});
