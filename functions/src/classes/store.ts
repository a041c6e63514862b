// Where weekly classes live. mentorTimes/{mentorId} holds the weekly times each mentor has
// given to a child (`held`, keyed by weekday and start), with the mentor's load and when they
// were last given a child, so every choice for a mentor meets on one document and two
// parents can never both hold one hour. classes/{enrollmentId}_{date}_{HHMM} is one class:
// the child's first name and course (all a mentor reads of the child), the mentor, the
// instant it starts, and its outcome. Enrollments keep their `classTimes` and `mentorId`.
import { FieldPath, FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { TakenTime } from '../../../src/domain/classes/free-times';
import type { DatedHour } from '../../../src/domain/classes/free-times';
import { apartFromLeave, type Leave } from '../../../src/domain/classes/leave';
import { countryOfNumber, isClosedOn, type ClosedDaySettings } from '../../../src/domain/closed-days';
import { occurrenceOf, occurrences, weeklyTimeAt, type WeeklyTime } from '../../../src/domain/classes/occurrences';
import { NAIROBI_TZ } from '../../../src/domain/slots';
import { wallTime } from '../../../src/domain/zone-clock';
import { storedClassSchema } from '../../../src/domain/stored/classes';
import { heldTimeSchema, type HeldTime } from '../../../src/domain/stored/enrollments';
import { hourEntrySchema, hourMapSchema } from '../../../src/domain/stored/mentor-times';
import { bookingSettings, mentors } from '../platform/content';
import { checkedConverter, enrollmentsOf } from '../platform/stored';

export type { HeldTime };

/** What a class copies from its enrollment. */
export interface ClassOwner {
  enrollmentId: string;
  familyUid: string;
  childId?: string;
  studentName: string;
  course: string;
  /** The family's country (ISO code): its closed days get no class. */
  country?: string;
}

export const mentorTimesRef = (db: Firestore, mentorId: string) => db.collection('mentorTimes').doc(mentorId);
const classConverter = checkedConverter('classes', storedClassSchema);
/** classes/, read as stored classes. */
export const classesOf = (db: Firestore) => db.collection('classes').withConverter(classConverter);
export const classRef = (db: Firestore, id: string) => classesOf(db).doc(id);
export const timeKey = (t: WeeklyTime) => `${t.weekday}-${t.start}`;

/** A mentor's video room: copied onto each class, so only the family and the mentor read it. */
export const joinLinkOf = (mentorId: string) => mentors.find((t) => t.id === mentorId)?.meetingLink ?? '';

/**
 * The dated exceptions a mentorTimes document holds: `vacated` (a held weekly time's class of
 * that date moved away) or `movedIn` (a class moved into that date's hour), keyed by occurrence id.
 */
export function datedHours(
  mentorId: string,
  data: Record<string, unknown> | undefined,
  field: 'vacated' | 'movedIn',
): DatedHour[] {
  return hourEntries(data?.[field]).map(([key, minutes]) => ({ mentorId, key, minutes }));
}

/** The entries of a mentorTimes map that read as hours: [key, minutes]. */
function hourEntries(value: unknown): [string, number][] {
  const map = hourMapSchema.safeParse(value ?? {});
  if (!map.success) return [];
  return Object.entries(map.data).flatMap(([key, entry]) => {
    const hour = hourEntrySchema.safeParse(entry);
    return hour.success ? [[key, hour.data.minutes] as [string, number]] : [];
  });
}

/** The occurrence id of the hour a class sits in: the key of its `vacated` or `movedIn` mark. */
export const hourKeyOf = (start: Date) => occurrenceOf(wallTime(start, NAIROBI_TZ).date, weeklyTimeAt(start).start).id;

/** An enrollment's family's country: its WhatsApp number's (enrollments keep no country of their own). */
export const countryOfEnrollment = (e: Record<string, unknown> | undefined) => countryOfNumber(e?.whatsapp);

/** The first name, all of the child a mentor is shown. */
export const firstName = (studentName: string) => studentName.trim().split(/\s+/)[0] ?? '';

/** The times a mentorTimes document says are held. */
export function heldTimes(mentorId: string, data: Record<string, unknown> | undefined): TakenTime[] {
  return hourEntries(data?.held).flatMap(([key, minutes]) => {
    const [weekday, start] = key.split('-').map(Number);
    return Number.isInteger(weekday) && Number.isInteger(start) ? [{ mentorId, weekday: weekday!, start: start!, minutes }] : [];
  });
}

/** Reads an enrollment's stored class times, leaving out anything malformed. */
export function classTimesOf(data: Record<string, unknown> | undefined): HeldTime[] {
  const list: unknown[] = Array.isArray(data?.classTimes) ? data.classTimes : [];
  return list.flatMap((entry) => {
    const time = heldTimeSchema.safeParse(entry);
    return time.success ? [time.data] : [];
  });
}

/** A date a weekly time gives no class, its mentor being on leave or the school closed: kept on the enrollment as `noClassOn`. */
export interface NoClass {
  date: string;
  /** Nairobi HH:MM */
  time: string;
  mentorId: string;
  /** The school is closed that day (settings.yaml `booking`), rather than the mentor away. */
  closed?: true;
}

/**
 * Writes the classes of `times` on Nairobi dates from `from` up to `until` (exclusive), none
 * on a day its mentor is on leave nor on a day the school is closed for the family's country:
 * those dates are answered back, for the family to be told.
 */
export function writeClasses(
  tx: Transaction,
  db: Firestore,
  owner: ClassOwner,
  times: readonly HeldTime[],
  span: { from: string; until: string; notBefore?: Date },
  leave: readonly Leave[],
  closedDays: ClosedDaySettings = bookingSettings,
): { count: number; noClass: NoClass[] } {
  let count = 0;
  const noClass: NoClass[] = [];
  for (const t of times) {
    const all = occurrences(t, span.from, span.until, span.notBefore);
    const closed = all.filter((o) => isClosedOn(closedDays, o.date, owner.country));
    const { teach, away } = apartFromLeave(
      all.filter((o) => !closed.includes(o)),
      leave,
      t.mentorId,
    );
    noClass.push(...away.map((o) => ({ date: o.date, time: o.time, mentorId: t.mentorId })));
    noClass.push(...closed.map((o) => ({ date: o.date, time: o.time, mentorId: t.mentorId, closed: true as const })));
    for (const o of teach) {
      tx.set(classRef(db, `${owner.enrollmentId}_${o.id}`), {
        enrollmentId: owner.enrollmentId,
        familyUid: owner.familyUid,
        ...(owner.childId ? { childId: owner.childId } : {}),
        childFirstName: firstName(owner.studentName),
        course: owner.course,
        mentorId: t.mentorId,
        joinLink: joinLinkOf(t.mentorId),
        start: Timestamp.fromDate(o.start),
        minutes: t.minutes,
        status: 'scheduled',
        createdAt: FieldValue.serverTimestamp(),
      });
      count += 1;
    }
  }
  return { count, noClass: noClass.sort((a, b) => a.date.localeCompare(b.date)) };
}

/**
 * Gives back an enrollment's weekly times and deletes its classes that have not started:
 * an expired or cancelled plan holds no mentor's hour from the moment it ends.
 */
export async function freeClassTimes(db: Firestore, enrollmentId: string, now: Date): Promise<number> {
  const enrollmentRef = enrollmentsOf(db).doc(enrollmentId);
  const future = await classesOf(db).where('enrollmentId', '==', enrollmentId).where('start', '>', Timestamp.fromDate(now)).get();
  return db.runTransaction(async (tx) => {
    const times = classTimesOf((await tx.get(enrollmentRef)).data());
    for (const t of times) {
      tx.update(
        mentorTimesRef(db, t.mentorId),
        new FieldPath('held', timeKey(t)),
        FieldValue.delete(),
        'load',
        FieldValue.increment(-1),
      );
    }
    if (times.length) tx.update(enrollmentRef, { classTimes: FieldValue.delete() });
    // A class paused for an unpaid part (enrollments/instalment-job.ts) goes with them.
    const scheduled = future.docs.filter((d) => ['scheduled', 'paused'].includes(d.data().status));
    for (const d of scheduled) {
      const c = d.data();
      // A moved class gives back the hour it moved into, too.
      if (c.moved === true) {
        const key = hourKeyOf(c.start.toDate());
        tx.update(mentorTimesRef(db, c.mentorId), new FieldPath('movedIn', key), FieldValue.delete());
      }
      tx.delete(d.ref);
    }
    return scheduled.length;
  });
}
