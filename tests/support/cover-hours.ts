// What the cover tests share: from the site's mentors (team.yaml, as each test reads it), a
// course, a mentor `a` of it and a weekly hour `a` teaches that another mentor of the course
// teaches too, so a class of `a` then can be covered.
import { weeklyHours } from '../../src/domain/classes/hours';

interface TeamMentorHours {
  id: string;
  name: string;
  courses?: string[];
  hours?: string[];
}

/**
 * `busy` names the weekly hours mentors already hold for children ("<mentorId> <weekday>-<start>",
 * from mentorTimes, as earlier tests left them): a mentor holding the hour cannot cover it.
 */
export function sharedHour<M extends TeamMentorHours>(team: readonly M[], minutes = 60, busy: ReadonlySet<string> = new Set()) {
  const holds = (m: M, weekday: number, start: number) =>
    weeklyHours(m.hours ?? []).some((x) => x.weekday === weekday && x.start <= start && start + minutes <= x.end) &&
    !busy.has(`${m.id} ${weekday}-${start}`);
  for (const a of team)
    for (const course of a.courses ?? [])
      for (const h of weeklyHours(a.hours ?? [])) {
        if (h.start + minutes > h.end) continue;
        const others = team.filter((b) => b.id !== a.id && b.courses?.includes(course) && holds(b, h.weekday, h.start));
        if (others.length) return { course, a, others, weekday: h.weekday, start: h.start };
      }
  throw new Error('team.yaml has no hour two mentors of a course share');
}

/** An hour of the shared weekday no other mentor of the course teaches: nobody can cover a class of `a` then. */
export function lonelyHour<M extends TeamMentorHours>(
  team: readonly M[],
  shared: { course: string; a: M; weekday: number },
): number {
  const others = team.filter((b) => b.id !== shared.a.id && b.courses?.includes(shared.course));
  const teaches = (b: M, start: number) =>
    weeklyHours(b.hours ?? []).some((x) => x.weekday === shared.weekday && x.start < start + 60 && start < x.end);
  for (let start = 0; start + 60 <= 24 * 60; start += 60) if (!others.some((b) => teaches(b, start))) return start;
  throw new Error('the other mentors of the course teach around the clock');
}
