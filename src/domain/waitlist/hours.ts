// The waiting list of a full weekly hour (a course's weekday and start with no mentor free):
// which hours are full, the line of one hour, and how long an offer holds a freed hour. An
// entry lives as long as its enrollment's paid period; the hold's hours come from
// settings.yaml `waitlist`, as the trial list's do. Pure: every "now" is a parameter.
import { freeWeeklyTimes, type FreeTime, type FreeTimesQuery } from '../classes/free-times';
import type { WeeklyTime } from '../classes/occurrences';
import { lineOrder, type EntryStatus, type WaitlistSettings } from './queue';

const HOUR_MS = 3_600_000;

/** What the line's rules read of an hour's entry. */
export interface QueuedHourEntry {
  id: string;
  status: EntryStatus;
  /** ms since the epoch: the line's order. */
  joinedAt: number;
  /** ms: the end of the enrollment's paid period's last day. */
  expiresAt: number;
  holdUntil?: number;
}

const keyOf = (t: WeeklyTime) => `${t.weekday}-${t.start}`;

/**
 * The course's hours a family could otherwise choose but no mentor is free for: every start
 * in the teaching mentors' hours, less the free ones. Earliest in the week first, as offered.
 */
export function fullWeeklyTimes(q: FreeTimesQuery, free: readonly FreeTime[]): WeeklyTime[] {
  const open = new Set(free.map(keyOf));
  return freeWeeklyTimes({ ...q, taken: [], movedIn: [], leave: [] })
    .filter((t) => !open.has(keyOf(t)))
    .map(({ weekday, start }) => ({ weekday, start }));
}

/** Whether an entry still counts: waiting or offered, and its paid period not over. */
export function isOpenHourEntry(e: Pick<QueuedHourEntry, 'status' | 'expiresAt'>, now: Date): boolean {
  return (e.status === 'waiting' || e.status === 'offered') && now.getTime() < e.expiresAt;
}

/** An hour's line: its waiting entries still open, earliest joined first. */
export function hourLine<E extends QueuedHourEntry>(entries: readonly E[], now: Date): E[] {
  return entries.filter((e) => e.status === 'waiting' && isOpenHourEntry(e, now)).sort(lineOrder);
}

/** When an offer made at `now` stops holding the hour: after the hold, or when the entry expires first. */
export function hourHoldUntil(settings: WaitlistSettings, expiresAt: number, now: Date): Date | null {
  if (now.getTime() >= expiresAt) return null;
  return new Date(Math.min(now.getTime() + settings.holdHours * HOUR_MS, expiresAt));
}
