// What /staff chases before the 1st: the children due a report for `month` whose mentor has
// not yet written its line, shown from LINE_CHASE_DAYS before the report goes out. Pure.
import { chaseFrom, type Month } from './month';
import { lineId, reportDue } from './report';

export interface ChasedEnrollment {
  id: string;
  paidUntil?: unknown;
  mentorId?: unknown;
  startedAt?: Date;
}

/** Whether staff see `month`'s missing lines on Nairobi date `today`. */
export const chasing = (month: Month, today: string): boolean => today >= chaseFrom(month);

/** The enrollments due `month`'s report with no line written (lineIds: the progressLines ids). */
export function missingLines<E extends ChasedEnrollment>(
  enrollments: readonly E[],
  lineIds: ReadonlySet<string>,
  month: Month,
): E[] {
  return enrollments.filter((e) => reportDue(e, month) && !lineIds.has(lineId(e.id, month)));
}
