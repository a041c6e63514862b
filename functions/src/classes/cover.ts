// A weekly class its mentor cannot give, by the mentor's "Can't make it" on /mentor or leave
// entered after the class was written: another mentor of the course free then covers it
// (domain/classes/cover.ts chooses), or the school cancels it and the make-up credit follows
// its `cancelled` mark (the credits trigger). In one transaction that reads the class again:
// the class, the mentors' hours and the family's notice, so a class is covered or cancelled
// once and the family told once, whatever the retries. A covered class holds its hour in the
// cover's `movedIn`, as a moved class does (`moved: true`), and keeps whose it was (`coveredFrom`).
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { chooseCover } from '../../../src/domain/classes/cover';
import type { Leave } from '../../../src/domain/classes/leave';
import { minutesOf } from '../../../src/domain/classes/hours';
import { NAIROBI_TZ } from '../../../src/domain/slots';
import { wallTime } from '../../../src/domain/zone-clock';
import { mentors } from '../platform/content';
import { leaveOf } from './leave-of';
import { readSchoolChangeNotice } from './school-change-notice';
import { classRef, datedHours, firstName, heldTimes, hourKeyOf, joinLinkOf, mentorTimesRef } from './store';

export type CoverReason = 'mentor' | 'leave';

export type CoverOutcome =
  | { kind: 'covered'; classId: string; mentorId: string }
  | { kind: 'cancelled'; classId: string }
  /** Not this mentor's scheduled class still to come (already covered, cancelled, past or gone). */
  | { kind: 'unchanged'; classId: string };

/**
 * The school cancels a class (no mentor free, or a closed day, closed-days.ts): its `cancelled`
 * mark, which the make-up credit follows (credits/trigger.ts). A moved class's hour is given back
 * by the caller, in the same transaction, as the class was read.
 */
export function cancelBySchool(tx: Transaction, ref: DocumentReference, reason: CoverReason | 'closed', now: Date): void {
  tx.update(ref, { status: 'cancelled', cancelled: { by: 'school', reason, at: Timestamp.fromDate(now) } });
}

/** Cover choices for one hour meet on the cover's mentorTimes document; let them queue a while. */
const RACE_OPTIONS = { maxAttempts: 30 };

/**
 * Covers or cancels the class `classId` of `mentorId`, at `now`. `leave` is every mentor of the
 * course's leave (read before, as choose.ts does; the leave document is the slow-changing part).
 */
export async function coverClass(
  db: Firestore,
  classId: string,
  mentorId: string,
  reason: CoverReason,
  now: Date,
  leave?: readonly Leave[],
): Promise<CoverOutcome> {
  const ref = classRef(db, classId);
  const course = (await ref.get()).data()?.course;
  const teaching = mentors.filter((m) => m.id !== mentorId && typeof course === 'string' && m.courses.includes(course));
  const away =
    leave ??
    (await leaveOf(
      db,
      teaching.map((m) => m.id),
    ));
  return db.runTransaction(async (tx): Promise<CoverOutcome> => {
    const snap = await tx.get(ref);
    const cls = snap.data();
    const unchanged = { kind: 'unchanged' as const, classId };
    if (!cls || cls.mentorId !== mentorId || cls.status !== 'scheduled' || cls.start.toMillis() <= now.getTime())
      return unchanged;
    const docs = teaching.length ? await tx.getAll(...teaching.map((m) => mentorTimesRef(db, m.id))) : [];
    const tell = await readSchoolChangeNotice(tx, db, snap);
    const start = cls.start.toDate();
    const w = wallTime(start, NAIROBI_TZ);
    const minutes = Number(cls.minutes ?? 60);
    const cover = chooseCover({
      mentors: teaching,
      courseId: String(cls.course),
      mentorId,
      date: w.date,
      start: minutesOf(w.time),
      minutes,
      held: docs.flatMap((d) => heldTimes(d.id, d.data())),
      vacated: docs.flatMap((d) => datedHours(d.id, d.data(), 'vacated')),
      movedIn: docs.flatMap((d) => datedHours(d.id, d.data(), 'movedIn')),
      leave: away,
      loads: docs.map((d) => ({
        id: d.id,
        load: Number(d.get('load') ?? 0),
        lastCovered: Number(d.get('lastCovered') ?? 0),
      })),
    });
    const key = hourKeyOf(start);
    // A class moved (or covered) into its hour gives that hour back.
    if (cls.moved === true) tx.update(mentorTimesRef(db, mentorId), new FieldPath('movedIn', key), FieldValue.delete());
    const at = Timestamp.fromDate(now);
    if (cover) {
      tx.set(
        mentorTimesRef(db, cover),
        { movedIn: { [key]: { minutes, classId, cover: true } }, lastCovered: now.getTime() },
        { merge: true },
      );
      tx.update(ref as DocumentReference, {
        mentorId: cover,
        joinLink: joinLinkOf(cover),
        moved: true,
        coveredFrom: { mentorId, reason, at },
      });
      const mentor = mentors.find((m) => m.id === cover)!;
      tell({ mentorName: firstName(mentor.name), joinLink: joinLinkOf(cover) }, now);
      return { kind: 'covered', classId, mentorId: cover };
    }
    cancelBySchool(tx, ref, reason, now);
    tell(undefined, now);
    return { kind: 'cancelled', classId };
  }, RACE_OPTIONS);
}
