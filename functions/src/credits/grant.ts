// Granting the make-up credit of a cancelled class, once: its id names the class
// (`class-{classId}`), and it is created only if absent inside the caller's transaction
// (platform/grant-once.ts), so a trigger delivered twice or a cancellation retried grants one credit. The plan's rule
// (domain/credits/rule.ts) decides whether a family's cancellation earns one; the school's
// always does. Reads first and returns the writes, as a transaction asks.
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { creditMonth, expiresAt, noCreditReason, type NoCredit } from '../../../src/domain/credits/rule';
import { creditIdOf, type StoredCredit } from '../../../src/domain/stored/credits';
import type { StoredClass } from '../../../src/domain/stored/classes';
import { nairobiDate, addDays } from '../../../src/domain/slots';
import { creditRef, creditsOf, makeUpRuleOf } from './store';
import { grantOnce } from '../platform/grant-once';
import { enrollmentsOf } from '../platform/stored';

export type GrantOutcome = 'granted' | 'already' | 'not-cancelled' | NoCredit;

/** A family's credits by notice for classes of `month` (YYYY-MM, Nairobi) of one enrollment. */
async function familyCreditsIn(tx: Transaction, db: Firestore, enrollmentId: string, month: string): Promise<number> {
  const snap = await tx.get(creditsOf(db).where('enrollmentId', '==', enrollmentId).where('reason', '==', 'notice'));
  return snap.docs.filter((d) => {
    const c = d.data();
    return c.status !== 'withdrawn' && c.classStart && creditMonth(c.classStart.toDate()) === month;
  }).length;
}

/**
 * Reads what the credit of class `classId` needs, the class as it is (or, in the transaction that
 * cancels it, as it will be); the returned function writes it (or nothing) and says what happened.
 */
export async function readGrant(
  tx: Transaction,
  db: Firestore,
  classId: string,
  cls: StoredClass | undefined,
  now: Date,
): Promise<() => GrantOutcome> {
  if (cls?.status !== 'cancelled' || !cls.cancelled) return () => 'not-cancelled';
  const once = await grantOnce(tx, creditRef(db, creditIdOf(classId)));
  if (once.already) return () => 'already';
  const e = (await tx.get(enrollmentsOf(db).doc(cls.enrollmentId))).data();
  const rule = makeUpRuleOf(e);
  const start = cls.start.toDate();
  const by = cls.cancelled.by;
  const counted = by === 'family' && rule ? await familyCreditsIn(tx, db, cls.enrollmentId, creditMonth(start)) : 0;
  const refusal = rule
    ? noCreditReason(rule, { by, classStart: start, at: cls.cancelled.at.toDate(), familyCreditsThisMonth: counted })
    : by === 'school'
      ? null
      : 'not-offered';
  // Without a paid period (or a plan) on record, the credit lasts to the class's own date's end.
  const paidUntil = typeof e?.paidUntil === 'string' ? e.paidUntil : addDays(nairobiDate(start), 1);
  return () => {
    if (refusal) return refusal;
    const credit: StoredCredit = {
      familyUid: String(cls.familyUid ?? e?.familyUid ?? ''),
      enrollmentId: cls.enrollmentId,
      ...(cls.childId ? { childId: cls.childId } : {}),
      childFirstName: cls.childFirstName ?? '',
      course: cls.course ?? String(e?.course ?? ''),
      fromClassId: classId,
      classStart: cls.start,
      reason: cls.cancelled!.reason,
      grantedAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromDate(expiresAt(rule ?? { validDaysAfterPeriod: 0 }, paidUntil)),
      status: 'open',
    };
    once.create(credit);
    return 'granted';
  };
}

/** The ledger contract's grant: reads first, returns the writes. */
export async function grantForCancelledClass(
  tx: Transaction,
  db: Firestore,
  classSnap: DocumentSnapshot<StoredClass>,
  now: Date,
): Promise<() => void> {
  const write = await readGrant(tx, db, classSnap.id, classSnap.data(), now);
  return () => void write();
}
