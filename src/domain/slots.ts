// Class times: the seven Nairobi slots, the window of Nairobi dates that take bookings, and a slot as a
// parent in another zone reads it. Pure: every "now" is a parameter, and no answer depends
// on the zone of the device running it. Split from booking.ts so pages that only show a
// booked class (/success, the dashboard) load no phone-number rules.
import { knownZoneName } from './countries';
import { MONTH_NAMES, DAY_NAMES, fullDate, intlZoneName, wallTime, zonedInstant } from './zone-clock';

export const NAIROBI_TZ = 'Africa/Nairobi';

/** Class start times, in Nairobi time (HH:MM). */
export const SLOTS = ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'] as const;
export type Slot = (typeof SLOTS)[number];

/** A trial class lasts one hour. */
export const SESSION_MINUTES = 60;

const [sessionCount, sessionUnit] = SESSION_MINUTES % 60 === 0 ? [SESSION_MINUTES / 60, 'hour'] : [SESSION_MINUTES, 'minute'];

/** How long a class lasts, in words: "1 hour" ("90 minutes" if SESSION_MINUTES were 90). */
export const SESSION_LENGTH = `${sessionCount} ${sessionUnit}${sessionCount === 1 ? '' : 's'}`;

/** The same, before a noun: "a 1-hour class". */
export const SESSION_LENGTH_BEFORE_NOUN = `${sessionCount}-${sessionUnit}`;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isSlot(value: unknown): value is Slot {
  return typeof value === 'string' && (SLOTS as readonly string[]).includes(value);
}

/** A real calendar date written YYYY-MM-DD (closed dates in settings, /api/availability's query). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The Nairobi calendar date (YYYY-MM-DD) at an instant. */
export function nairobiDate(now: Date): string {
  return wallTime(now, NAIROBI_TZ).date;
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no zones involved). */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** The bookable dates: today in Nairobi and the days after it, `days` in all (settings.yaml `booking.windowDays`). */
export function dateWindow(now: Date, days: number): string[] {
  const today = nairobiDate(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** The instant a slot starts: a Nairobi date and a Nairobi HH:MM. */
export function slotInstant(date: string, time: string): Date {
  return zonedInstant(date, time, NAIROBI_TZ);
}

/** The instant a slot ends. */
export function slotEnd(date: string, time: string): Date {
  return new Date(slotInstant(date, time).getTime() + SESSION_MINUTES * 60_000);
}

/**
 * The short name of a zone at an instant. Intl often says "GMT+3"; parents know the zones
 * of our countries by the letters countries.yaml gives them (EAT, WAT, ...). Those zones
 * keep no daylight saving, so one name per zone is always right.
 */
export function zoneName(tz: string, at: Date): string {
  return knownZoneName(tz) ?? intlZoneName(tz, at);
}

export interface SlotInZone {
  /** The Nairobi slot, HH:MM. */
  slot: string;
  /** The start time in the parent's zone, HH:MM. */
  time: string;
  /** The zone's short name, e.g. "WAT". */
  zone: string;
  /** The parent's calendar date at the start, YYYY-MM-DD. */
  date: string;
}

/** A Nairobi slot as a parent in `tz` reads it: 10:00 in Nairobi is 08:00 WAT in Lagos. */
export function slotInZone(date: string, slot: string, tz: string): SlotInZone {
  const at = slotInstant(date, slot);
  const there = wallTime(at, tz);
  return { slot, time: there.time, zone: zoneName(tz, at), date: there.date };
}

/** A slot is past once it has started; past slots cannot be booked. */
export function isSlotPast(date: string, slot: string, now: Date): boolean {
  return slotInstant(date, slot).getTime() <= now.getTime();
}

/** The date strip's label parts for a YYYY-MM-DD date: "Mon", "10", "Mar", and the whole
 *  "Monday 10 March 2025". */
export function dayLabel(date: string): { weekday: string; day: string; month: string; full: string } {
  // Noon UTC is the date itself when read in UTC.
  const d = wallTime(new Date(`${date}T12:00:00Z`), 'UTC');
  return {
    weekday: DAY_NAMES[d.weekday]!.slice(0, 3),
    day: String(d.day),
    month: MONTH_NAMES[d.month]!.slice(0, 3),
    full: fullDate(d),
  };
}

/** A whole class time as the parent reads it, e.g. "Monday 10 March 2025, 08:00 WAT". */
export function describeSlot(date: string, slot: string, tz: string): string {
  const local = slotInZone(date, slot, tz);
  return `${dayLabel(local.date).full}, ${local.time} ${local.zone}`;
}
