// Which weekly times a child can take: for a course and a class length, every start on the
// half-hour inside the hours of a mentor who teaches the course, with the mentors still free
// then (no class of another child overlapping, not on leave on the first date the time
// would fall on, and no class moved into that hour on any date still to come), and which
// of them are on leave on none of its dates up to the end of the paid period. Pure:
// mentors, taken hours, moved-in classes and leave come in as plain values.
import { addDays } from '../slots';
import { weeklyHours } from './hours';
import { isOnLeave, type Leave } from './leave';
import { weekdayOf, type WeeklyTime } from './occurrences';

/** Starts are offered on this grid, in minutes. */
export const START_STEP_MINUTES = 30;

export interface MentorHours {
  id: string;
  courses: readonly string[];
  /** team.yaml lines, e.g. "Mon 15:00-19:00". */
  hours: readonly string[];
}

/** A weekly time some child already holds with a mentor. */
export interface TakenTime extends WeeklyTime {
  mentorId: string;
  minutes: number;
}

export type { Leave };

/** One class's hour on one Nairobi date: `${date}_${HHMM}` as occurrences name it. */
export interface DatedHour {
  mentorId: string;
  /** occurrence id, `${date}_${HHMM}` */
  key: string;
  minutes: number;
}

export interface FreeTime extends WeeklyTime {
  /** Mentors free at this time, in team.yaml order. */
  mentorIds: string[];
  /** Of mentorIds, those on leave on none of the dates up to `untilDate`: a child's time goes to one of them first. */
  neverAway: string[];
  /** Only hours held back for priority are free here. */
  priority: boolean;
}

export interface FreeTimesQuery {
  mentors: readonly MentorHours[];
  courseId: string;
  minutes: number;
  taken: readonly TakenTime[];
  leave: readonly Leave[];
  /** Classes moved into a mentor's hour on one date (mentorTimes `movedIn`). */
  movedIn?: readonly DatedHour[];
  /** The first Nairobi date a chosen time could fall on. */
  firstDate: string;
  /** The date its classes are written up to, exclusive (paidUntil); without it, the first date only counts. */
  untilDate?: string;
  /** Offer hours held back for priority too. */
  includePriority?: boolean;
}

const overlaps = (a: number, aLen: number, b: number, bLen: number) => a < b + bLen && b < a + aLen;

/** The first date on or after `from` that falls on `weekday`. */
export function nextDateOn(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** The Nairobi dates on `weekday` from `from` up to `until` (exclusive), and always the first. */
export function datesOn(weekday: number, from: string, until = from): string[] {
  const dates = [nextDateOn(from, weekday)];
  for (let d = addDays(dates[0]!, 7); d < until; d = addDays(d, 7)) dates.push(d);
  return dates;
}

/** Whether `mentorId` is taken at a weekly time of `minutes` length. */
export function isTaken(taken: readonly TakenTime[], mentorId: string, time: WeeklyTime, minutes: number): boolean {
  return taken.some(
    (t) => t.mentorId === mentorId && t.weekday === time.weekday && overlaps(t.start, t.minutes, time.start, minutes),
  );
}

/** The minutes after midnight a dated hour's key names. */
export const startOfKey = (key: string) => Number(key.slice(11, 13)) * 60 + Number(key.slice(13, 15));

/**
 * Whether a class moved into `mentorId`'s hour on a date from `firstDate` on overlaps a weekly
 * time: the weekly time would put two children in that hour on that date, so the mentor is
 * not free for it until the moved class is past.
 */
export function movedInCollides(
  movedIn: readonly DatedHour[],
  mentorId: string,
  time: WeeklyTime,
  minutes: number,
  firstDate: string,
): boolean {
  return movedIn.some((m) => {
    const date = m.key.slice(0, 10);
    return (
      m.mentorId === mentorId &&
      date >= firstDate &&
      weekdayOf(date) === time.weekday &&
      overlaps(startOfKey(m.key), m.minutes, time.start, minutes)
    );
  });
}

/** Free weekly times, earliest in the week (Monday first) then earliest in the day. */
export function freeWeeklyTimes(q: FreeTimesQuery): FreeTime[] {
  const byKey = new Map<string, FreeTime>();
  for (const mentor of q.mentors) {
    if (!mentor.courses.includes(q.courseId)) continue;
    for (const stretch of weeklyHours(mentor.hours)) {
      if (stretch.priority && !q.includePriority) continue;
      const [first, ...later] = datesOn(stretch.weekday, q.firstDate, q.untilDate);
      if (isOnLeave(q.leave, mentor.id, first!)) continue;
      // Away on a later date the mentor is still offered: that date gets no class (store.ts).
      const away = later.some((d) => isOnLeave(q.leave, mentor.id, d));
      for (let start = stretch.start; start + q.minutes <= stretch.end; start += START_STEP_MINUTES) {
        const time = { weekday: stretch.weekday, start };
        if (isTaken(q.taken, mentor.id, time, q.minutes)) continue;
        if (movedInCollides(q.movedIn ?? [], mentor.id, time, q.minutes, q.firstDate)) continue;
        const key = `${time.weekday}-${start}`;
        const entry = byKey.get(key) ?? { ...time, mentorIds: [], neverAway: [], priority: true };
        entry.mentorIds.push(mentor.id);
        if (!away) entry.neverAway.push(mentor.id);
        entry.priority &&= stretch.priority;
        byKey.set(key, entry);
      }
    }
  }
  const mondayFirst = (d: number) => (d + 6) % 7;
  return [...byKey.values()].sort((a, b) => mondayFirst(a.weekday) - mondayFirst(b.weekday) || a.start - b.start);
}

/**
 * Whether a set of weekly times keeps a child to one class a day where the week allows:
 * two on one day are refused while `count` days of the week still offer a free time.
 */
export function sameDayProblem(chosen: readonly WeeklyTime[], free: readonly FreeTime[]): boolean {
  const days = new Set(chosen.map((c) => c.weekday));
  if (days.size === chosen.length) return false;
  const freeDays = new Set([...free.map((f) => f.weekday), ...chosen.map((c) => c.weekday)]);
  return freeDays.size >= chosen.length;
}
