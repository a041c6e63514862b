// What /api/session answers a mentor (GET /api/session?view=mentor): their own classes from
// the page's earliest need (unmarked ones of the last ATTENDANCE_WEEKS weeks, this month's
// for the month's reports) to the end of the last day shown ahead (mentorDays), each with
// only what /mentor shows: the
// child's first name, course, join link, state, the mentor's note and whether the family said
// "Can't make it" for the class's present time. The function builds
// it; the browser reads it back with readMentorView. Pure.
import { NAIROBI_TZ, addDays } from '../slots';
import { wallTime, zonedInstant } from '../zone-clock';
import { monthSpan, monthOf } from '../progress/month';
import { ATTENDANCE_WEEKS, mentorDays } from './shown';
import { classCoreOf, readClasses, type ClassCore } from './class-answer';
import type { ClassFields } from '../stored/classes';

/** The query value that asks /api/session for the mentor's classes rather than the parent's bookings. */
export const MENTOR_VIEW = 'mentor';

export type MentorClass = ClassCore &
  Pick<ClassFields, 'course'> & {
    /** The family said "Can't make it" for the class at its present start. */
    cantMake: boolean;
  };

export interface MentorView {
  mentorId: string;
  classes: MentorClass[];
}

/** The instants whose classes /mentor shows at `now`: from `from` up to (not including) `until`. */
export function mentorSpan(now: Date): { from: Date; until: Date } {
  const recent = new Date(now.getTime() - ATTENDANCE_WEEKS * 7 * 86_400_000);
  const month = monthSpan(monthOf(now)).from;
  const until = zonedInstant(addDays(mentorDays(now).last, 1), '00:00', NAIROBI_TZ);
  return { from: month < recent ? month : recent, until };
}

/** A class as /mentor sorts it into its parts. */
interface Placeable {
  id: string;
  start: Date;
  status: string;
}

/**
 * /mentor's parts at `now`: today's classes, those of the days ahead (mentorDays), and
 * earlier ones of the attendance weeks still unmarked or marked on this visit (`markedHere`).
 */
export function mentorParts<C extends Placeable>(
  classes: readonly C[],
  now: Date,
  markedHere: readonly string[],
): { today: C[]; ahead: C[]; unmarked: C[] } {
  const days = mentorDays(now);
  const since = now.getTime() - ATTENDANCE_WEEKS * 7 * 86_400_000;
  const dateOf = (c: C) => wallTime(c.start, NAIROBI_TZ).date;
  return {
    today: classes.filter((c) => dateOf(c) === days.today),
    ahead: classes.filter((c) => dateOf(c) > days.today && dateOf(c) <= days.last),
    unmarked: classes.filter(
      (c) => (c.status === 'scheduled' || markedHere.includes(c.id)) && dateOf(c) < days.today && c.start.getTime() > since,
    ),
  };
}

/** An instant stored as a Date or a Firestore Timestamp (anything with toMillis). */
function millisOf(v: unknown): number | null {
  if (v instanceof Date) return v.getTime();
  const m = (v as { toMillis?: unknown } | null)?.toMillis;
  return typeof m === 'function' ? (m.call(v) as number) : null;
}

/** One stored class as the answer carries it: the fields named above and nothing else. */
export function mentorClassOf(id: string, x: Record<string, unknown>, start: Date): MentorClass {
  return {
    ...classCoreOf(id, x, start),
    course: String(x.course ?? ''),
    // Stored as { at, via, start }: it holds only while the class is still at that start.
    cantMake: x.cantMake === true || millisOf((x.cantMake as { start?: unknown } | null)?.start) === start.getTime(),
  };
}

/** The view in an answer's body, or null when it is not one; a class it cannot read is left out. */
export function readMentorView(body: unknown): MentorView | null {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.mentorId !== 'string' || !Array.isArray(b.classes)) return null;
  return {
    mentorId: b.mentorId,
    classes: readClasses(b.classes, ['course'], (c, start) => mentorClassOf(c.id as string, c, start)),
  };
}
