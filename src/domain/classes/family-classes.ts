// The weekly classes /api/session answers a parent with their bookings (families/session.ts,
// functions/src/classes/family-classes.ts), so the dashboard's family panel shows them before
// any of Firebase's code has arrived: the family's own classes (familyUid is the session's
// uid, as firestore.rules lets them read) from ATTENDANCE_WEEKS weeks back onwards, each with
// only what the dashboard shows (ChildClasses.tsx): its enrollment, the child's first name,
// the family's zone (the enrollment's, as the family panel reads it), mentor, start, length,
// state, the mentor's note and the join link. The browser reads it back with
// readFamilyClasses. Pure.
import { ATTENDANCE_WEEKS } from './shown';
import { classCoreOf, readClasses, type ClassCore } from './class-answer';
import type { ClassFields } from '../stored/classes';

export type FamilyClass = ClassCore &
  Pick<ClassFields, 'mentorId'> & {
    /** The family's zone, in which the dashboard shows the class's date and time. */
    tz: string;
  };

/** The earliest start the answer carries at `now`: the attendance the dashboard shows begins after it. */
export function familyClassesFrom(now: Date): Date {
  return new Date(now.getTime() - ATTENDANCE_WEEKS * 7 * 86_400_000);
}

/** One stored class as the answer carries it: the fields named above and nothing else. */
export function familyClassOf(id: string, x: Record<string, unknown>, start: Date, tz: string): FamilyClass {
  return { ...classCoreOf(id, x, start), tz, mentorId: String(x.mentorId ?? '') };
}

/** The classes in an answer's `classes`, oldest first; a class it cannot read is left out, and no list reads as none. */
export function readFamilyClasses(value: unknown): FamilyClass[] {
  return readClasses(value, ['tz', 'mentorId'], (c, start) => familyClassOf(c.id as string, c, start, c.tz as string)).sort(
    (a, b) => Date.parse(a.start) - Date.parse(b.start),
  );
}
