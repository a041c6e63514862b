// The classes a weekly time makes: every Nairobi date on its weekday from the first day to
// the day before `paidUntil` (the day the next payment falls due), each stored as the
// instant its Nairobi wall time names. Each class has an id made of its date and time, so
// writing the classes of a period twice stores them once: a renewal extends the classes by
// asking only for the new period, and a repeated renewal adds nothing. Pure.
import { addDays } from '../slots';
import { NAIROBI_TZ } from '../slots';
import { wallTime, zonedInstant } from '../zone-clock';
import { clock } from './hours';

/** A weekly class time, Nairobi wall time. */
export interface WeeklyTime {
  /** 0 for Sunday */
  weekday: number;
  /** Minutes after Nairobi midnight. */
  start: number;
}

export interface Occurrence {
  /** `${date}_${HHMM}`: one class of one weekly time. */
  id: string;
  /** Nairobi date, YYYY-MM-DD */
  date: string;
  /** Nairobi time, HH:MM */
  time: string;
  start: Date;
}

/** The Nairobi weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function occurrenceOf(date: string, start: number): Occurrence {
  const time = clock(start);
  return { id: `${date}_${time.replace(':', '')}`, date, time, start: zonedInstant(date, time, NAIROBI_TZ) };
}

/**
 * Classes of `weekly` on Nairobi dates from `from` (inclusive) to `until` (exclusive), each
 * starting after `notBefore` when given (a time chosen this afternoon starts next week if
 * today's has begun).
 */
export function occurrences(weekly: WeeklyTime, from: string, until: string, notBefore?: Date): Occurrence[] {
  const out: Occurrence[] = [];
  let date = addDays(from, (weekly.weekday - weekdayOf(from) + 7) % 7);
  while (date < until) {
    const occurrence = occurrenceOf(date, weekly.start);
    if (!notBefore || occurrence.start.getTime() > notBefore.getTime()) out.push(occurrence);
    date = addDays(date, 7);
  }
  return out;
}

/** The classes a renewal adds: those of the new period only. */
export function renewalOccurrences(weekly: WeeklyTime, oldPaidUntil: string, newPaidUntil: string): Occurrence[] {
  return oldPaidUntil >= newPaidUntil ? [] : occurrences(weekly, oldPaidUntil, newPaidUntil);
}

/** The weekly time an instant names in Nairobi. */
export function weeklyTimeAt(at: Date): WeeklyTime {
  const w = wallTime(at, NAIROBI_TZ);
  const [h, m] = w.time.split(':').map(Number);
  return { weekday: w.weekday, start: (h ?? 0) * 60 + (m ?? 0) };
}
