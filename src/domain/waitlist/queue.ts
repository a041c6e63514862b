// The waiting list of a full trial slot: who is offered a freed seat next, how long the offer
// holds the seat, when an entry lapses with its day, and whether a claim is still in time.
// Pure: every "now" is a parameter, the hold length comes from settings.yaml `waitlist`.
import { addDays, dateWindow, isSlotPast, nairobiDate, slotInstant, SLOTS } from '../slots';
import { slotState, type DayAvailability } from '../seats';

const HOUR_MS = 3_600_000;

/** settings.yaml `waitlist`. */
export interface WaitlistSettings {
  /** Hours an offered seat is held for the family it was offered to. */
  holdHours: number;
}

/**
 * waiting: in line; offered: a seat is held for it until `holdUntil`; claimed: it became a
 * booking; left: the family left from its link; lapsed: the hold ran out unclaimed;
 * expired: the slot's day passed while it waited.
 */
export const ENTRY_STATUSES = ['waiting', 'offered', 'claimed', 'left', 'lapsed', 'expired'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** What the queue rules need of an entry. */
export interface QueuedEntry {
  id: string;
  date: string;
  time: string;
  status: EntryStatus;
  /** When it joined (ms since the epoch): the line's order. */
  joinedAt: number;
  /** While offered: when the hold ends (ms). */
  holdUntil?: number;
}

/** Whether an entry still counts: waiting or offered, and its class has not started. */
export function isOpenEntry(entry: Pick<QueuedEntry, 'status' | 'date' | 'time'>, now: Date): boolean {
  return (entry.status === 'waiting' || entry.status === 'offered') && !isSlotPast(entry.date, entry.time, now);
}

/** A line's order, for a trial slot's or a weekly hour's: earliest joined first, ties by id. */
export const lineOrder = (a: Pick<QueuedEntry, 'id' | 'joinedAt'>, b: Pick<QueuedEntry, 'id' | 'joinedAt'>) =>
  a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The status a family is shown: a waiting or offered entry no longer open has expired, whatever the job has written yet. */
export function statusShown(status: EntryStatus, open: boolean): EntryStatus {
  return !open && (status === 'waiting' || status === 'offered') ? 'expired' : status;
}

/** A slot's line: its waiting entries whose class has not started, earliest joined first (ties by id). */
export function inLine<E extends QueuedEntry>(entries: readonly E[], date: string, time: string, now: Date): E[] {
  const waiting = entries.filter((e) => e.date === date && e.time === time && e.status === 'waiting' && isOpenEntry(e, now));
  return waiting.sort(lineOrder);
}

/** The first in line for a slot, or null. */
export function nextInLine<E extends QueuedEntry>(entries: readonly E[], date: string, time: string, now: Date): E | null {
  return inLine(entries, date, time, now)[0] ?? null;
}

/**
 * When an offer made at `now` stops holding the seat: after the hold, or when the class starts
 * if that comes first. Null when the class has started: there is nothing left to offer.
 */
export function holdUntil(settings: WaitlistSettings, date: string, time: string, now: Date): Date | null {
  const start = slotInstant(date, time).getTime();
  if (now.getTime() >= start) return null;
  return new Date(Math.min(now.getTime() + settings.holdHours * HOUR_MS, start));
}

/** Whether an offered entry's hold has run out at `now`. */
export function holdLapsed(entry: Pick<QueuedEntry, 'status' | 'holdUntil'>, now: Date): boolean {
  return entry.status === 'offered' && (entry.holdUntil === undefined || now.getTime() >= entry.holdUntil);
}

/** How a claim from the offer's link is answered. */
export type ClaimVerdict =
  /** The hold is this family's and still runs: book it. */
  | 'take'
  /** Already booked from this offer (a second tap). */
  | 'claimed'
  /** No hold to take: never offered, lapsed, left, or the hold ran out. */
  | 'late';

export function claimVerdict(entry: Pick<QueuedEntry, 'status' | 'holdUntil' | 'date' | 'time'>, now: Date): ClaimVerdict {
  const verdict = holdVerdict(entry, now);
  return verdict === 'take' && isSlotPast(entry.date, entry.time, now) ? 'late' : verdict;
}

/** How a claim is answered by the hold alone (a weekly hour's has no class start to meet). */
export function holdVerdict(entry: Pick<QueuedEntry, 'status' | 'holdUntil'>, now: Date): ClaimVerdict {
  if (entry.status === 'claimed') return 'claimed';
  if (entry.status !== 'offered' || holdLapsed(entry, now)) return 'late';
  return 'take';
}

/** When an entry is deleted: the end of its class's Nairobi day (its day has passed). */
export function entryExpiresAt(date: string): number {
  return slotInstant(addDays(date, 1), '00:00').getTime();
}

/** Whether an entry's day has passed at `now` (it leaves the list). */
export function entryDayPassed(date: string, now: Date): boolean {
  return nairobiDate(now) > date;
}

/** A class time a family can book now. */
export interface FreeTime {
  date: string;
  time: string;
}

/** The next open class times in these days' availability, in order, at most `limit`, within the
 *  booking window of `windowDays` (settings.yaml `booking`). */
export function nextFreeTimes(days: readonly DayAvailability[], now: Date, limit: number, windowDays: number): FreeTime[] {
  const window = new Set(dateWindow(now, windowDays));
  const open: FreeTime[] = [];
  for (const day of [...days].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    if (!window.has(day.date)) continue;
    for (const time of SLOTS) {
      if (open.length >= limit) return open;
      if (slotState(day, time) === 'open') open.push({ date: day.date, time });
    }
  }
  return open;
}
