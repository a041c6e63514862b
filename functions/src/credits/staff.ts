// Staff grant or withdraw a make-up credit with a reason (staffAction `grantCredit` /
// `withdrawCredit`, routed by staff/credit-action.ts). The credit itself is the audit: who gave
// it and why (`grantedBy`), who withdrew it, why and when (`withdrawn`); only an open credit is
// withdrawn, once.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { expiresAt } from '../../../src/domain/credits/rule';
import type { StoredCredit } from '../../../src/domain/stored/credits';
import { addDays, nairobiDate } from '../../../src/domain/slots';
import { firstName } from '../classes/store';
import { creditRef, creditsOf, makeUpRuleOf } from './store';
import { enrollmentsOf } from '../platform/stored';

/** Gives the child of an enrollment one credit; its id, or null when the enrollment is not found. */
export async function grantByStaff(
  db: Firestore,
  enrollmentId: string,
  reason: string,
  by: string,
  now: Date,
): Promise<string | null> {
  const e = (await enrollmentsOf(db).doc(enrollmentId).get()).data();
  if (!e?.familyUid) return null;
  const rule = makeUpRuleOf(e);
  const paidUntil = e.paidUntil ?? addDays(nairobiDate(now), 1);
  const ref = creditsOf(db).doc();
  const credit: StoredCredit = {
    familyUid: e.familyUid,
    enrollmentId,
    ...(e.childId ? { childId: e.childId } : {}),
    childFirstName: firstName(e.studentName ?? ''),
    course: e.course ?? '',
    reason: 'staff',
    grantedAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(expiresAt(rule ?? { validDaysAfterPeriod: 0 }, paidUntil)),
    status: 'open',
    grantedBy: { by, reason },
  };
  await ref.create(credit);
  return ref.id;
}

export type WithdrawOutcome = 'withdrawn' | 'not-found' | 'not-open';

export async function withdrawByStaff(
  db: Firestore,
  creditId: string,
  reason: string,
  by: string,
  now: Date,
): Promise<WithdrawOutcome> {
  const ref = creditRef(db, creditId);
  return db.runTransaction(async (tx) => {
    const credit = (await tx.get(ref)).data();
    if (!credit) return 'not-found';
    if (credit.status !== 'open') return 'not-open';
    tx.update(ref, { status: 'withdrawn', withdrawn: { by, reason, at: Timestamp.fromDate(now) } });
    return 'withdrawn';
  });
}
