// Wall-clock readings of an instant in a time zone, and back. Every zone families book from
// keeps one offset all year, and the build records it in countries.json
// (scripts/lib/domain-data.mjs), so those zones are plain arithmetic: no Intl time-zone
// set-up, whose first use cost the booking page tens of milliseconds on a slow phone. A zone
// with daylight saving (one an editor might add) reads its offset from Intl (intl-offset.js).
// English names only, like the rest of the site.
import { COUNTRIES } from './countries';
import { intlOffsetMinutes } from './intl-offset.js';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MINUTE = 60_000;

const steady = new Map<string, number>([['UTC', 0]]);
for (const c of COUNTRIES) if (c.utcOffsetMinutes !== null) steady.set(c.tz, c.utcOffsetMinutes);

/** Minutes `tz` is ahead of UTC at `at` (negative west of Greenwich). */
export function utcOffsetMinutes(tz: string, at: Date): number {
  return steady.get(tz) ?? intlOffsetMinutes(tz, at);
}

/** What a clock in `tz` reads at `at`. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  year: number;
  /** 0 for January */
  month: number;
  day: number;
  /** 0 for Sunday */
  weekday: number;
}

const two = (n: number) => String(n).padStart(2, '0');

export function wallTime(at: Date, tz: string): WallTime {
  // Shifted by the offset, the instant's UTC fields are the zone's wall clock.
  const shifted = new Date(at.getTime() + utcOffsetMinutes(tz, at) * MINUTE);
  const [year, month, day] = [shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()];
  return {
    date: `${year}-${two(month + 1)}-${two(day)}`,
    time: `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`,
    year,
    month,
    day,
    weekday: shifted.getUTCDay(),
  };
}

/** The instant a clock in `tz` reads `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function zonedInstant(date: string, time: string, tz: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the wall reading taken as UTC is right unless a change falls within the
  // offset's span; a second look at the first answer settles that.
  const first = wall - utcOffsetMinutes(tz, new Date(wall)) * MINUTE;
  return new Date(wall - utcOffsetMinutes(tz, new Date(first)) * MINUTE);
}

/** A zone's short name as Intl gives it ("GMT+1"), for zones the data does not name. */
export function intlZoneName(tz: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? tz;
}

/** "Monday 10 March" */
export function dayAndMonth(w: Pick<WallTime, 'weekday' | 'day' | 'month'>): string {
  return `${DAY_NAMES[w.weekday]} ${w.day} ${MONTH_NAMES[w.month]}`;
}

/** "10 March 2025" */
export function dayMonthYear(w: Pick<WallTime, 'day' | 'month' | 'year'>): string {
  return `${w.day} ${MONTH_NAMES[w.month]} ${w.year}`;
}

/** "10 March 2025" for a calendar date written YYYY-MM-DD. */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayMonthYear({ year: year ?? 0, month: (month ?? 1) - 1, day: day ?? 1 });
}

/** "Monday 10 March 2025" */
export function fullDate(w: Pick<WallTime, 'weekday' | 'day' | 'month' | 'year'>): string {
  return `${dayAndMonth(w)} ${w.year}`;
}
