// The hours a make-up credit can book: every free hour of any mentor of the course (not only the
// child's own mentor, as a move prefers), from now until the credit expires, none overlapping a
// class the child already has. Built on the move's search (classes/move-times.ts) with no
// cut-off and no monthly count: a make-up is a new class, not a move. Pure.
import { moveTargets, type MoveTarget, type MoveTargetsQuery } from '../classes/move-times';
import type { Rescheduling } from '../classes/plan-rules';
import { nairobiDate } from '../slots';

export interface MakeUpQuery extends Pick<
  MoveTargetsQuery,
  'mentors' | 'courseId' | 'minutes' | 'held' | 'vacated' | 'movedIn' | 'leave' | 'now'
> {
  /** Hours held back for priority are open to a plan with priority rescheduling. */
  priority: boolean;
  expiresAt: Date;
  /** The child's own classes still to come: a make-up never overlaps one. */
  own: readonly { start: Date; minutes: number }[];
}

const overlaps = (a: Date, aMin: number, b: Date, bMin: number) =>
  a.getTime() < b.getTime() + bMin * 60_000 && b.getTime() < a.getTime() + aMin * 60_000;

/** Earliest first; one mentor per start (the first in team.yaml order that is free). */
export function makeUpTimes(q: MakeUpQuery): MoveTarget[] {
  const rule: Rescheduling = { kind: q.priority ? 'priority' : 'unlimited', hoursBefore: 0 };
  const seen = new Map<number, MoveTarget>();
  for (const mentor of q.mentors.filter((m) => m.courses.includes(q.courseId))) {
    const targets = moveTargets({
      ...q,
      mentors: [mentor],
      rule,
      mentorId: mentor.id,
      ownKey: '',
      // No cut-off: the "class" a make-up replaces starts when the credit expires.
      classStart: q.expiresAt,
      paidUntil: nairobiDate(q.expiresAt),
      movesIn: () => 0,
      today: nairobiDate(q.now),
    });
    for (const t of targets) {
      if (t.start.getTime() >= q.expiresAt.getTime()) continue;
      if (q.own.some((c) => overlaps(c.start, c.minutes, t.start, q.minutes))) continue;
      if (!seen.has(t.start.getTime())) seen.set(t.start.getTime(), t);
    }
  }
  return [...seen.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
