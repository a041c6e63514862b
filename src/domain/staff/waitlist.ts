// The waiting lists as the staff console shows them: per trial slot, how many families wait,
// the offer out (whose, until when), and how many freed seats were filled from the list; and
// the same per full weekly hour of a course. Read from waitlist/ and hourWaitlist/ documents as
// the console receives them (plain values, instants as Dates). Pure.
import { ENTRY_STATUSES, type EntryStatus } from '../waitlist/queue';
import { clock } from '../classes/hours';
import { DAY_NAMES } from '../zone-clock';

/** What the console reads of an entry. */
export interface ListedEntry {
  /** The list's two keys: a trial slot's date and time, or a weekly hour's course and Nairobi weekday and time. */
  date: string;
  time: string;
  status: EntryStatus;
  studentName: string;
  joinedAt: Date | null;
  holdUntil: Date | null;
}

export interface SlotList {
  date: string;
  time: string;
  /** Waiting, in line order. */
  waiting: string[];
  /** The offers out: whose, and until when. */
  offers: { studentName: string; holdUntil: Date | null }[];
  /** Freed seats booked from the list. */
  filled: number;
}

/** An entry from a console row, or null for a row that is not one. */
export function listedEntry(row: Record<string, unknown>): ListedEntry | null {
  const { date, time, status, studentName, joinedAt, holdUntil } = row;
  if (typeof date !== 'string' || typeof time !== 'string' || typeof studentName !== 'string') return null;
  if (!ENTRY_STATUSES.includes(status as EntryStatus)) return null;
  return {
    date,
    time,
    status: status as EntryStatus,
    studentName,
    joinedAt: joinedAt instanceof Date ? joinedAt : null,
    holdUntil: holdUntil instanceof Date ? holdUntil : null,
  };
}

/** A weekly hour's entry from a console row (hourWaitlist/), keyed by course and hour; or null. */
export function hourListedEntry(row: Record<string, unknown>): ListedEntry | null {
  const { course, weekday, start } = row;
  if (typeof course !== 'string' || typeof weekday !== 'number' || typeof start !== 'number' || !DAY_NAMES[weekday]) return null;
  return listedEntry({ ...row, date: course, time: `${DAY_NAMES[weekday]} ${clock(start)}` });
}

/** Each slot with a list, by date and time; and the freed seats filled from all of them. */
export function slotLists(entries: readonly ListedEntry[]): { lists: SlotList[]; filled: number } {
  const bySlot = new Map<string, SlotList>();
  const joined = (e: ListedEntry) => e.joinedAt?.getTime() ?? 0;
  for (const e of [...entries].sort((a, b) => joined(a) - joined(b))) {
    const key = `${e.date} ${e.time}`;
    const list = bySlot.get(key) ?? { date: e.date, time: e.time, waiting: [], offers: [], filled: 0 };
    if (e.status === 'waiting') list.waiting.push(e.studentName);
    if (e.status === 'offered') list.offers.push({ studentName: e.studentName, holdUntil: e.holdUntil });
    if (e.status === 'claimed') list.filled += 1;
    bySlot.set(key, list);
  }
  const lists = [...bySlot.values()].sort((a, b) => (`${a.date} ${a.time}` < `${b.date} ${b.time}` ? -1 : 1));
  return { lists, filled: lists.reduce((sum, l) => sum + l.filled, 0) };
}
