// Who covers a class its mentor cannot give (the mentor's "Can't make it", or leave entered
// after the class was written): another mentor of the course whose hours hold the class's
// whole time that weekday, busy with no other class then (move-times.ts busyOn: weekly times,
// classes moved or covered into that hour), and not on leave that date. Between the free
// ones, as a child's first mentor is chosen (mentor-choice.ts): the fewest weekly classes,
// then the one who covered longest ago, then team.yaml order. None free: the school cancels
// the class and the family gets a make-up credit. Pure.
import { weeklyHours } from './hours';
import { isOnLeave } from './leave';
import { busyOn } from './move-times';
import { chooseMentor } from './mentor-choice';
import { weekdayOf } from './occurrences';
import type { DatedHour, Leave, MentorHours, TakenTime } from './free-times';

export interface CoverLoad {
  id: string;
  /** Weekly times this mentor holds now. */
  load: number;
  /** When this mentor last covered a class (epoch ms); 0 for never. */
  lastCovered: number;
}

export interface CoverQuery {
  mentors: readonly MentorHours[];
  courseId: string;
  /** The class's mentor, who cannot give it. */
  mentorId: string;
  /** The class's Nairobi date, start (minutes after midnight) and length. */
  date: string;
  start: number;
  minutes: number;
  held: readonly TakenTime[];
  vacated: readonly DatedHour[];
  movedIn: readonly DatedHour[];
  leave: readonly Leave[];
  loads: readonly CoverLoad[];
}

/** Whether `mentor`'s weekly hours hold the class's whole time on its weekday. */
function teachesThen(mentor: MentorHours, date: string, start: number, minutes: number): boolean {
  const weekday = weekdayOf(date);
  return weeklyHours(mentor.hours).some((h) => h.weekday === weekday && h.start <= start && start + minutes <= h.end);
}

/** The mentors free to cover the class, in team.yaml order. */
export function coverCandidates(q: CoverQuery): string[] {
  // No hour of the class is the candidates' own: every weekly time or class there makes them busy.
  const hours = { held: q.held, vacated: q.vacated, movedIn: q.movedIn, ownKey: '' };
  return q.mentors
    .filter(
      (m) =>
        m.id !== q.mentorId &&
        m.courses.includes(q.courseId) &&
        teachesThen(m, q.date, q.start, q.minutes) &&
        !isOnLeave(q.leave, m.id, q.date) &&
        !busyOn(hours, m.id, q.date, q.start, q.minutes),
    )
    .map((m) => m.id);
}

/** The mentor who covers the class, or null when nobody is free: the school cancels it then. */
export function chooseCover(q: CoverQuery): string | null {
  return chooseMentor(
    coverCandidates(q),
    q.loads.map((l) => ({ id: l.id, load: l.load, lastAssigned: l.lastCovered })),
  );
}
