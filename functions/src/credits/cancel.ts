// The family's "Cancel this class" (POST /api/credits `cancel`), from the dashboard's class row
// (signed in) or with the class's move link: a scheduled class not yet started is marked
// cancelled by the family (`cancelled: {by: 'family', reason: 'notice'}`), its mentor's hour is
// given back for others to take on that date, and in the same transaction the plan's rule
// (grant.ts) decides the make-up credit. Cancelled twice, the second finds it no longer scheduled.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { StoredClass } from '../../../src/domain/stored/classes';
import { creditIdOf } from '../../../src/domain/stored/credits';
import { familyZone } from '../../../src/domain/classes/reminders';
import { isCallersRecord, type Caller } from '../owners/owner';
import { classLinkOwner } from '../classes/links';
import { classRef, hourKeyOf, mentorTimesRef } from '../classes/store';
import { readGrant, type GrantOutcome } from './grant';
import { makeUpRuleOf } from './store';
import { enrollmentsOf } from '../platform/stored';

export type ClassBy = { classId: string; caller: Caller } | { token: string };

export type CancelOutcome =
  | { kind: 'not-found' }
  /** `creditId` when a credit was granted; `tz` the family's zone, for the make-up picker beside the answer. */
  | { kind: 'cancelled'; credit: GrantOutcome; creditId: string | null; noticeHours: number | null; tz: string };

/** The class a request names when the caller may act on it: a signed-in parent of the child, or its move link's holder. */
export async function classFor(db: Firestore, by: ClassBy, now: Date): Promise<string | null> {
  if ('token' in by) return classLinkOwner(db, by.token, now);
  const cls = (await classRef(db, by.classId).get()).data();
  if (!cls) return null;
  const e = (await enrollmentsOf(db).doc(cls.enrollmentId).get()).data();
  return isCallersRecord(by.caller, e) ? by.classId : null;
}

export async function cancelByFamily(db: Firestore, by: ClassBy, now: Date): Promise<CancelOutcome> {
  const classId = await classFor(db, by, now);
  if (!classId) return { kind: 'not-found' };
  const ref = classRef(db, classId);
  return db.runTransaction(async (tx): Promise<CancelOutcome> => {
    const cls = (await tx.get(ref)).data();
    if (cls?.status !== 'scheduled' || cls.start.toMillis() <= now.getTime()) return { kind: 'not-found' };
    const e = (await tx.get(enrollmentsOf(db).doc(cls.enrollmentId))).data();
    const cancelled = { by: 'family', reason: 'notice', at: Timestamp.fromDate(now) } as const;
    const after: StoredClass = { ...cls, status: 'cancelled', cancelled };
    const grant = await readGrant(tx, db, classId, after, now);
    tx.update(ref, { status: 'cancelled', cancelled });
    // The hour is free on that date: a weekly time's class leaves it vacated; a moved-in one gives its mark back.
    const key = hourKeyOf(cls.start.toDate());
    const hour =
      cls.moved === true
        ? { movedIn: { [key]: FieldValue.delete() } }
        : { vacated: { [key]: { minutes: Number(cls.minutes), classId } } };
    tx.set(mentorTimesRef(db, cls.mentorId), hour, { merge: true });
    const credit = grant();
    return {
      kind: 'cancelled',
      credit,
      creditId: credit === 'granted' ? creditIdOf(classId) : null,
      noticeHours: makeUpRuleOf(e)?.familyNoticeHours ?? null,
      tz: familyZone(e?.whatsapp),
    };
  });
}
