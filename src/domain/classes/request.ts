// POST /api/classes' whole request, read before Firestore is touched. Pure, and shared with
// the browser's service so both refuse the same things with the same words.
import { accept, invalid, isDocumentId, isTokenShaped, recordOf, refuse, unreadable, type Parsed } from '../request';
import { cleanText, hasVisibleText } from '../text';
import { WEEKDAY_CODES, minutesOf } from './hours';
import { NOTE_MAX } from './note';
import { words as classMessages, type ClassMessages } from '../../i18n/en/classes';
import type { Messages } from '../../i18n/en/messages';
import type { WeeklyTime } from './occurrences';

export type Outcome = 'attended' | 'absent' | 'cancelled';
export const OUTCOMES: readonly Outcome[] = ['attended', 'absent', 'cancelled'];

export type ClassesRequest =
  | { action: 'free'; enrollmentId: string; course?: string }
  | { action: 'choose'; enrollmentId: string; course?: string; times: WeeklyTime[] }
  | { action: 'mark'; classId: string; outcome: Outcome; note: string }
  | MoveRequestBody
  /** "Can't make it" on the dashboard: tells the mentor, then lists where the class may move. */
  | { action: 'cantMake'; classId: string }
  | { action: 'calendar' }
  /** A mentor's "Can't make it" on /mentor: another mentor covers the class, or the school cancels it. */
  | { action: 'mentorCantMake'; classId: string }
  /** "Tell me if this hour frees" on the weekly-times picker: the full hour, and the plan's other times picked. */
  | { action: 'waitHour'; enrollmentId: string; course?: string; time: WeeklyTime; others: WeeklyTime[] }
  /** The hour's waiting-list entry, by its link (anyone holding it) or by its id (the signed-in family's
   *  dashboard and picker): see the entry, leave the list, or take the hour held for it. */
  | ({ action: 'hourList'; op: HourListOp } & HourEntryKey);

/** Which waiting-list entry: its private link's token, or its id for the signed-in parent who joined. */
export type HourEntryKey = { token: string } | { entryId: string };

export const HOUR_LIST_OPS = ['view', 'leave', 'accept'] as const;
export type HourListOp = (typeof HOUR_LIST_OPS)[number];

/** Move one class: by its id (signed in) or by the move link's token; without `start`, list where it may go. */
export type MoveRequestBody = { action: 'move'; start?: Date } & ({ classId: string } | { token: string });

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

function readMove(b: Record<string, unknown>, m: ClassMessages): Parsed<ClassesRequest> {
  let start: Date | undefined;
  if (b.start !== undefined) {
    if (typeof b.start !== 'string' || !INSTANT_RE.test(b.start) || Number.isNaN(Date.parse(b.start)))
      return invalid('start', m.badTime);
    start = new Date(b.start);
  }
  const at = start ? { start } : {};
  if (b.token !== undefined) {
    if (typeof b.token !== 'string' || !TOKEN_RE.test(b.token)) return invalid('token', m.moveLinkExpired);
    return accept({ action: 'move', token: b.token, ...at });
  }
  if (!isDocumentId(b.classId)) return invalid('classId', m.classNotFound);
  return accept({ action: 'move', classId: b.classId, ...at });
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

function weeklyTime(value: unknown): WeeklyTime | null {
  const v = recordOf(value);
  if (typeof v.weekday !== 'number' || !Number.isInteger(v.weekday) || v.weekday < 0 || v.weekday >= WEEKDAY_CODES.length)
    return null;
  if (typeof v.time !== 'string' || !TIME_RE.test(v.time)) return null;
  return { weekday: v.weekday, start: minutesOf(v.time) };
}

/** A mentor's note on a class, cleaned as every free text is (text.ts: no control or
 *  direction-override characters) and empty when it shows nothing; or why it is refused.
 *  /mentor's form checks the same before sending. */
export function readNote(value: string, m: ClassMessages = classMessages): { note: string } | { message: string } {
  const note = cleanText(value);
  if (note.length > NOTE_MAX) return { message: m.noteTooLong(NOTE_MAX) };
  return { note: hasVisibleText(note) ? note : '' };
}

/** Refuses in the words given (the request's language; English by default). */
export function readClassesRequest(body: unknown, m: ClassMessages = classMessages, words?: Messages): Parsed<ClassesRequest> {
  const b = recordOf(body);
  if (b.action === 'mark') {
    if (!isDocumentId(b.classId)) return invalid('classId', m.classNotFound);
    if (!OUTCOMES.includes(b.outcome as Outcome)) return invalid('outcome', m.badOutcome);
    const raw = b.note === undefined ? '' : b.note;
    if (typeof raw !== 'string') return unreadable('note', words);
    const read = readNote(raw, m);
    if ('message' in read) return invalid('note', read.message);
    return accept({ action: 'mark', classId: b.classId, outcome: b.outcome as Outcome, note: read.note });
  }
  if (b.action === 'move') return readMove(b, m);
  if (b.action === 'cantMake' || b.action === 'mentorCantMake') {
    if (!isDocumentId(b.classId)) return invalid('classId', m.classNotFound);
    return accept({ action: b.action, classId: b.classId });
  }
  if (b.action === 'calendar') return accept({ action: 'calendar' });
  if (b.action === 'hourList') {
    if (!HOUR_LIST_OPS.includes(b.op as HourListOp)) return unreadable('op', words);
    if (b.token === undefined && isDocumentId(b.entryId))
      return accept({ action: 'hourList', op: b.op as HourListOp, entryId: b.entryId });
    if (!isTokenShaped(b.token)) return refuse(404, { status: 'not-found', message: m.hourLinkNotFound });
    return accept({ action: 'hourList', op: b.op as HourListOp, token: b.token });
  }
  if (b.action !== 'free' && b.action !== 'choose' && b.action !== 'waitHour') return unreadable('action', words);
  if (!isDocumentId(b.enrollmentId)) return invalid('enrollmentId', m.notFound);
  if (b.course !== undefined && !isDocumentId(b.course)) return invalid('course', m.noCourse);
  const course = b.course === undefined ? {} : { course: b.course };
  if (b.action === 'free') return accept({ action: 'free', enrollmentId: b.enrollmentId, ...course });
  if (b.action === 'waitHour') {
    const time = weeklyTime(b.time);
    const others = Array.isArray(b.others) && b.others.length < WEEKDAY_CODES.length ? b.others.map(weeklyTime) : [null];
    if (!time || others.some((t) => t === null)) return invalid('time', m.badTime);
    return accept({ action: 'waitHour', enrollmentId: b.enrollmentId, ...course, time, others: others as WeeklyTime[] });
  }
  if (!Array.isArray(b.times) || b.times.length === 0 || b.times.length > WEEKDAY_CODES.length)
    return invalid('times', m.badTime);
  const times = b.times.map(weeklyTime);
  if (times.some((t) => t === null)) return invalid('times', m.badTime);
  return accept({ action: 'choose', enrollmentId: b.enrollmentId, ...course, times: times as WeeklyTime[] });
}
