// zone-clock.ts reads clocks with arithmetic for the zones that keep one offset, and with
// Intl for the rest. date-fns-tz, which the site used before, is the reference here: both
// must read every hour of a year the same, in every zone families book from and in zones
// with daylight saving, whatever the device's own zone.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/domain/countries';
import { SLOTS, dayLabel } from '../../../src/domain/slots';
import { fullDate, intlZoneName, utcOffsetMinutes, wallTime, zonedInstant } from '../../../src/domain/zone-clock';

const ourZones = [...new Set(COUNTRIES.map((c) => c.tz))];
// Daylight saving north and south, a half-hour zone, and one that changed its rules lately.
const otherZones = ['Europe/London', 'America/New_York', 'Australia/Adelaide', 'Asia/Kolkata', 'Africa/Cairo'];
const deviceTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceTz;
});

const hoursOf2026 = function* () {
  for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000) yield new Date(at + 17_000);
};

describe('wallTime', () => {
  for (const tz of [...ourZones, ...otherZones]) {
    it(`reads ${tz} as date-fns-tz does, every hour of 2026`, () => {
      for (const at of hoursOf2026()) {
        const w = wallTime(at, tz);
        expect(`${w.date} ${w.time} ${fullDate(w)}`).toBe(formatInTimeZone(at, tz, 'yyyy-MM-dd HH:mm EEEE d MMMM yyyy'));
      }
    });
  }

  it('does not depend on the device zone', () => {
    const at = new Date('2026-03-29T00:30:00Z');
    for (const device of ['America/Los_Angeles', 'Asia/Tokyo', 'Europe/London']) {
      process.env.TZ = device;
      expect(wallTime(at, 'Africa/Nairobi').time).toBe('03:30');
      expect(wallTime(at, 'Europe/London').time).toBe('00:30');
      expect(utcOffsetMinutes('Africa/Lagos', at)).toBe(60);
    }
  });
});

describe('zonedInstant', () => {
  for (const tz of [...ourZones, ...otherZones]) {
    it(`finds each class time of each day of 2026 in ${tz} where date-fns-tz does`, () => {
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        for (const slot of SLOTS) {
          expect(zonedInstant(date, slot, tz).toISOString()).toBe(fromZonedTime(`${date}T${slot}:00`, tz).toISOString());
        }
      }
    });
  }
});

describe('names', () => {
  it('labels a date with no zone involved', () => {
    expect(dayLabel('2026-11-23')).toEqual({ weekday: 'Mon', day: '23', month: 'Nov', full: 'Monday 23 November 2026' });
    expect(dayLabel('2028-02-29').full).toBe('Tuesday 29 February 2028');
  });

  it("gives a zone the data does not name Intl's short name, as date-fns-tz did", () => {
    const at = new Date('2026-07-01T12:00:00Z');
    expect(intlZoneName('America/New_York', at)).toBe(formatInTimeZone(at, 'America/New_York', 'zzz'));
  });
});
