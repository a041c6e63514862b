// Where one class may move: every start on the START_STEP_MINUTES grid inside the hours of a
// mentor of the course, on a Nairobi date from today to the end of the paid period, that the
// plan's rule (plan-rules.ts, moveRefusal) allows and nobody holds on that date. A mentor's
// hour is held on a date by a weekly time (unless the class of that date moved away: it is
// "vacated") or by a class moved into it. No class moves onto a day the school is closed. The class's own mentor is offered first; only when
// that mentor has no free hour are the other mentors of the course offered. Pure.
import { addDays } from '../slots';
import { START_STEP_MINUTES, startOfKey, type DatedHour, type Leave, type MentorHours, type TakenTime } from './free-times';
import { isOnLeave } from './leave';
import { weeklyHours } from './hours';
import { occurrenceOf, weekdayOf } from './occurrences';
import { moveRefusal, type Rescheduling } from './plan-rules';

export type { DatedHour };

export interface MoveTarget {
  start: Date;
  /** Nairobi date and HH:MM */
  date: string;
  time: string;
  mentorId: string;
  /** Only open because the plan promises priority rescheduling. */
  priority: boolean;
}

export interface MoveTargetsQuery {
  mentors: readonly MentorHours[];
  courseId: string;
  minutes: number;
  rule: Rescheduling;
  /** The class: its mentor, its own hour (never counted against itself) and when it starts. */
  mentorId: string;
  ownKey: string;
  classStart: Date;
  /** Weekly times held by children, and the dated exceptions. */
  held: readonly TakenTime[];
  vacated: readonly DatedHour[];
  movedIn: readonly DatedHour[];
  leave: readonly Leave[];
  /** Whether the school is closed on a Nairobi date for the family (closed-days.ts). */
  closedOn?: (date: string) => boolean;
  /** End of the paid period (exclusive), a Nairobi date. */
  paidUntil: string;
  /** Moves already made in a Nairobi month (YYYY-MM). */
  movesIn: (month: string) => number;
  now: Date;
  today: string;
}

const overlaps = (a: number, aLen: number, b: number, bLen: number) => a < b + bLen && b < a + aLen;

/** Whether `mentorId` is busy on `date` from `start` for `minutes`. */
export function busyOn(
  q: Pick<MoveTargetsQuery, 'held' | 'vacated' | 'movedIn' | 'ownKey'>,
  mentorId: string,
  date: string,
  start: number,
  minutes: number,
): boolean {
  const weekday = weekdayOf(date);
  const heldBusy = q.held.some((h) => {
    if (h.mentorId !== mentorId || h.weekday !== weekday || !overlaps(h.start, h.minutes, start, minutes)) return false;
    const key = occurrenceOf(date, h.start).id;
    return key !== q.ownKey && !q.vacated.some((v) => v.mentorId === mentorId && v.key === key);
  });
  if (heldBusy) return true;
  return q.movedIn.some(
    (m) =>
      m.mentorId === mentorId &&
      m.key !== q.ownKey &&
      m.key.startsWith(date) &&
      overlaps(startOfKey(m.key), m.minutes, start, minutes),
  );
}

function targetsOf(q: MoveTargetsQuery, mentor: MentorHours): MoveTarget[] {
  const out: MoveTarget[] = [];
  const stretches = weeklyHours(mentor.hours);
  for (let date = q.today; date < q.paidUntil; date = addDays(date, 1)) {
    if (isOnLeave(q.leave, mentor.id, date) || q.closedOn?.(date)) continue;
    for (const stretch of stretches.filter((s) => s.weekday === weekdayOf(date))) {
      for (let start = stretch.start; start + q.minutes <= stretch.end; start += START_STEP_MINUTES) {
        const o = occurrenceOf(date, start);
        if (o.id === q.ownKey && mentor.id === q.mentorId) continue;
        const refusal = moveRefusal({
          rule: q.rule,
          classStart: q.classStart,
          target: o.start,
          paidUntil: occurrenceOf(q.paidUntil, 0).start,
          movesThisMonth: q.movesIn(date.slice(0, 7)),
          targetIsPriority: stretch.priority,
          now: q.now,
        });
        if (refusal || busyOn(q, mentor.id, date, start, q.minutes)) continue;
        out.push({ start: o.start, date, time: o.time, mentorId: mentor.id, priority: stretch.priority });
      }
    }
  }
  return out;
}

/** The hours this class may move to, earliest first: its mentor's, else any mentor's of the course. */
export function moveTargets(q: MoveTargetsQuery): MoveTarget[] {
  const teaching = q.mentors.filter((m) => m.courses.includes(q.courseId));
  const own = teaching.find((m) => m.id === q.mentorId);
  const mine = own ? targetsOf(q, own) : [];
  if (mine.length) return mine;
  const seen = new Map<number, MoveTarget>();
  for (const m of teaching) {
    if (m.id === q.mentorId) continue;
    for (const t of targetsOf(q, m)) if (!seen.has(t.start.getTime())) seen.set(t.start.getTime(), t);
  }
  return [...seen.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The Nairobi month (YYYY-MM) a move is counted in: the target's. */
export const moveMonth = (t: Pick<MoveTarget, 'date'>) => t.date.slice(0, 7);
