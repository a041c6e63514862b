// A mentor's leave: Nairobi dates (inclusive) on which the mentor teaches nothing, set by
// staff from /staff (staffAction `blockMentorDays`, stored as mentorLeave/{id}). Free times
// (free-times.ts) and any move to a single date ask `isOnLeave`; classes of a weekly time
// are not written on its mentor's leave days (apartFromLeave); classes already on those days
// when leave is entered are covered or cancelled (functions/src/classes/cover.ts), and any
// still scheduled there are shown to staff as needing cover. Pure; shared by the console and
// the function so both refuse the same things (in the console's words, i18n/en/console/leave.ts).
import { REASON_MAX } from '../staff/limits';
import { addDays, isIsoDate } from '../slots';

/** Nairobi dates a mentor does not teach, inclusive. */
export interface Leave {
  mentorId: string;
  from: string;
  to: string;
}

/** The longest stretch one leave may cover, in days: a longer absence is entered in parts. */
export const LEAVE_MAX_DAYS = 92;

/** Why the leave form is refused; the console words each (src/i18n/en/console/leave.ts). */
export type LeaveProblem = 'unknownMentor' | 'badFrom' | 'badTo' | 'inPast' | 'tooLong' | 'reasonNeeded' | 'reasonTooLong';

/** Whether `mentorId` is on leave on the Nairobi date `date`. */
export function isOnLeave(leave: readonly Leave[], mentorId: string, date: string): boolean {
  return leave.some((l) => l.mentorId === mentorId && l.from <= date && date <= l.to);
}

/** A weekly time's classes parted into those `mentorId` gives and those on their leave days. */
export function apartFromLeave<C extends { date: string }>(
  classes: readonly C[],
  leave: readonly Leave[],
  mentorId: string,
): { teach: C[]; away: C[] } {
  const away = classes.filter((c) => isOnLeave(leave, mentorId, c.date));
  return { teach: classes.filter((c) => !away.includes(c)), away };
}

export interface LeaveInput extends Leave {
  reason: string;
}

/** Staff's leave form, checked: the leave, or the field that is wrong and why. */
export function readLeave(
  body: Record<string, unknown>,
  mentorIds: readonly string[],
  today: string,
): LeaveInput | { field: string; problem: LeaveProblem } {
  if (typeof body.mentorId !== 'string' || !mentorIds.includes(body.mentorId))
    return { field: 'mentorId', problem: 'unknownMentor' };
  if (!isIsoDate(body.from)) return { field: 'from', problem: 'badFrom' };
  if (!isIsoDate(body.to) || body.to < body.from) return { field: 'to', problem: 'badTo' };
  if (body.to < today) return { field: 'to', problem: 'inPast' };
  if (addDays(body.from, LEAVE_MAX_DAYS - 1) < body.to) return { field: 'to', problem: 'tooLong' };
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) return { field: 'reason', problem: 'reasonNeeded' };
  if (reason.length > REASON_MAX) return { field: 'reason', problem: 'reasonTooLong' };
  return { mentorId: body.mentorId, from: body.from, to: body.to, reason };
}

/** Of `classes`, the ones still to be given that fall on a day their mentor is on leave. */
export function needingCover<C extends { mentorId: string; date: string; status: string }>(
  classes: readonly C[],
  leave: readonly Leave[],
): C[] {
  return classes.filter((c) => c.status === 'scheduled' && isOnLeave(leave, c.mentorId, c.date));
}
