// What /api/session answers a mentor (GET /api/session?view=mentor): their own classes from
// the page's earliest need (unmarked ones of the last ATTENDANCE_WEEKS weeks, this month's
// for the month's reports) to the end of this week, each with only what /mentor shows: the
// child's first name, course, join link, state, the mentor's note and whether the family said
// "Can't make it" for the class's present time. The function builds
// it; the browser reads it back with readMentorView. Pure.
import { NAIROBI_TZ, addDays } from '../slots';
import { zonedInstant } from '../zone-clock';
import { monthSpan, monthOf } from '../progress/month';
import { ATTENDANCE_WEEKS, nairobiWeek } from './shown';

/** The query value that asks /api/session for the mentor's classes rather than the parent's bookings. */
export const MENTOR_VIEW = 'mentor';

export interface MentorClass {
  id: string;
  enrollmentId: string;
  childFirstName: string;
  course: string;
  /** ISO 8601. */
  start: string;
  minutes: number;
  status: string;
  note: string;
  joinLink: string;
  cantMake: boolean;
}

export interface MentorView {
  mentorId: string;
  classes: MentorClass[];
}

/** The instants whose classes /mentor shows at `now`: from `from` up to (not including) `until`. */
export function mentorSpan(now: Date): { from: Date; until: Date } {
  const recent = new Date(now.getTime() - ATTENDANCE_WEEKS * 7 * 86_400_000);
  const month = monthSpan(monthOf(now)).from;
  const until = zonedInstant(addDays(nairobiWeek(now).last, 1), '00:00', NAIROBI_TZ);
  return { from: month < recent ? month : recent, until };
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
    id,
    enrollmentId: String(x.enrollmentId ?? ''),
    childFirstName: String(x.childFirstName ?? ''),
    course: String(x.course ?? ''),
    start: start.toISOString(),
    minutes: Number(x.minutes ?? 0),
    status: String(x.status ?? ''),
    note: typeof x.note === 'string' ? x.note : '',
    joinLink: typeof x.joinLink === 'string' ? x.joinLink : '',
    // Stored as { at, via, start }: it holds only while the class is still at that start.
    cantMake: x.cantMake === true || millisOf((x.cantMake as { start?: unknown } | null)?.start) === start.getTime(),
  };
}

const text = (v: unknown): v is string => typeof v === 'string';

/** The view in an answer's body, or null when it is not one; a class it cannot read is left out. */
export function readMentorView(body: unknown): MentorView | null {
  const b = (body ?? {}) as Record<string, unknown>;
  if (!text(b.mentorId) || !Array.isArray(b.classes)) return null;
  const classes = b.classes.flatMap((value: unknown): MentorClass[] => {
    const c = (value ?? {}) as Record<string, unknown>;
    const fields = [c.id, c.enrollmentId, c.childFirstName, c.course, c.start, c.status, c.note, c.joinLink];
    if (!fields.every(text) || typeof c.minutes !== 'number' || Number.isNaN(Date.parse(c.start as string))) return [];
    return [mentorClassOf(c.id as string, c, new Date(c.start as string))];
  });
  return { mentorId: b.mentorId, classes };
}
