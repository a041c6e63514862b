// The rules of awarding a certificate, beyond what it says (certificate.ts): one per child,
// course and level, and only for an enrollment that runs or ended lately. Pure: "today" is a
// parameter, and dates are Nairobi calendar dates (YYYY-MM-DD), as `paidUntil` is.
import { daysBetween, statusOn } from '../enrollment/paid-until';
import { addDays } from '../slots';

/**
 * The key one child's certificate for one course and level is kept under: the family's
 * child when the enrollment names one (so enrolling again does not allow a second), else
 * the enrollment. The level is compared without case or repeated spaces.
 */
export function awardKey(
  e: { enrollmentId: string; familyUid?: unknown; childId?: unknown },
  courseId: string,
  level: string,
): string {
  const child =
    typeof e.familyUid === 'string' && typeof e.childId === 'string'
      ? `child:${e.familyUid}/${e.childId}`
      : `enrollment:${e.enrollmentId}`;
  return `${child}|${courseId}|${level.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')}`;
}

/**
 * The day an enrollment ended, or null while it runs (paid, or past due within the grace,
 * when classes go on). It ends the day it expires, the day after the grace; a cancelled plan
 * ends on its paid-until date. The stored status may lag behind the daily job: dates decide.
 */
export function enrollmentEndedOn(paidUntil: string, cancelled: boolean, today: string, graceDays: number): string | null {
  const status = statusOn(paidUntil, today, graceDays, cancelled);
  if (status === 'active' || status === 'past_due') return null;
  return cancelled ? paidUntil : addDays(paidUntil, graceDays + 1);
}

/**
 * Whether a certificate may be awarded for the enrollment today: it runs, or ended at most
 * `windowDays` ago. One never paid for (no paid-until date) has not run.
 */
export function mayAward(
  e: { status?: unknown; paidUntil?: unknown },
  today: string,
  graceDays: number,
  windowDays: number,
): boolean {
  if (typeof e.paidUntil !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(e.paidUntil)) return false;
  const ended = enrollmentEndedOn(e.paidUntil, e.status === 'cancelled', today, graceDays);
  return ended === null || daysBetween(ended, today) <= windowDays;
}
