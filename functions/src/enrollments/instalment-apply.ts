// A period paid in parts, applied in the transaction that records the payment (payments/record.ts),
// so each part is applied once however often verify and the webhook bring it. The first part
// enrolls as a full payment would (paidUntil and the weekly classes cover the whole period: the
// schedule stays) and stores the parts' schedule; a later part writes its reference on its part and,
// when no other part is then overdue, gives the paused classes back.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { addMonths } from '../../../src/domain/enrollment/paid-until';
import { instalmentSchedule, instalmentTermsOf, nextUnpaid, pausedOn } from '../../../src/domain/enrollment/instalments';
import { periodMonths, type Period } from '../../../src/domain/pricing';
import type { PaymentRecord } from '../../../src/domain/payment-record';
import { instalmentsOf, type StoredInstalments, type StoredPart } from '../../../src/domain/stored/instalments';
import type { StoredEnrollment } from '../../../src/domain/stored/enrollments';
import { plans } from '../platform/content';
import { classesOf } from '../classes/store';
import { nairobiDate } from '../../../src/domain/slots';
import { enrollmentsOf } from '../platform/stored';

/** The enrollment's fields for a plan payment: a first part's schedule, or none left from an earlier period. */
export function scheduleFields(
  record: PaymentRecord,
  plan: { plan: string; period: Period },
  next: { paidUntil: string; anchorDay: number },
  current: StoredEnrollment | undefined,
  paidOn: string,
): Record<string, unknown> {
  const parts = record.instalment?.n === 1 ? record.instalment.parts : undefined;
  const chosen = plans.find((p) => p.id === plan.plan);
  const terms = chosen ? instalmentTermsOf(chosen, plan.period) : null;
  if (!parts || !terms) {
    // A payment in full: a schedule of an earlier period no longer applies.
    return current?.instalments ? { instalments: FieldValue.delete(), instalmentDue: FieldValue.delete() } : {};
  }
  const start = addMonths(next.paidUntil, -periodMonths[plan.period], next.anchorDay);
  const schedule: StoredPart[] = instalmentSchedule(start, plan.period, parts, next.anchorDay).map((p) =>
    p.n === 1 ? { ...p, paidRef: record.reference, paidOn } : { ...p },
  );
  const instalments: StoredInstalments = {
    currency: record.currency,
    surchargePercent: terms.surchargePercent,
    graceDays: terms.graceDays,
    parts: schedule,
  };
  const due = nextUnpaid(schedule);
  return {
    instalments,
    instalmentDue: due ? due.dueOn : FieldValue.delete(),
    // What the whole period costs in parts: the renewal reminders quote a period.
    amount: parts.reduce((a, b) => a + b, 0) / 100,
  };
}

/**
 * A later part's payment: the enrollment its metadata names (acceptance.ts matched the amount to
 * that part). Null when the enrollment holds no such part.
 */
export async function planLaterPart(tx: Transaction, db: Firestore, record: PaymentRecord, now: Date) {
  const id = record.renewsEnrollment;
  if (!id || !record.instalment) return null;
  const ref = enrollmentsOf(db).doc(id);
  const current = (await tx.get(ref)).data();
  const held = instalmentsOf(current);
  const part = held?.parts.find((p) => p.n === record.instalment!.n);
  if (!current || !held || !part) return null;
  const today = nairobiDate(now);
  // A part paid twice (two charges racing) is applied once; the second payment stays on record, linked.
  const parts = part.paidRef
    ? held.parts
    : held.parts.map((p) => (p === part ? { ...p, paidRef: record.reference, paidOn: today } : p));
  const resume = held.pausedOn !== undefined && !pausedOn(parts, today, held.graceDays);
  const paused = resume ? (await tx.get(classesOf(db).where('enrollmentId', '==', id).where('status', '==', 'paused'))).docs : [];
  const due = nextUnpaid(parts);
  return {
    link: {
      enrollmentId: id,
      paidUntil: String(current.paidUntil),
      ...(typeof current.familyUid === 'string' ? { familyUid: current.familyUid } : {}),
      ...(typeof current.childId === 'string' ? { childId: current.childId } : {}),
      ...(record.studentName ? {} : { studentName: String(current.studentName ?? '') }),
    },
    // A later part never opens the family's first plan: no referral is decided on it.
    family: { email: String(current.email ?? record.email), opens: false },
    write(tx: Transaction) {
      if (part.paidRef) return;
      const { pausedOn: _was, ...rest } = held;
      tx.update(ref, {
        instalments: resume ? { ...rest, parts } : { ...held, parts },
        instalmentDue: due ? due.dueOn : FieldValue.delete(),
        payments: FieldValue.arrayUnion(record.reference),
        updatedAt: FieldValue.serverTimestamp(),
      });
      // Classes still to come are given back; a paused class whose time has passed stays paused.
      for (const d of paused) {
        if (d.data().start.toMillis() > now.getTime())
          tx.update(d.ref, { status: 'scheduled', resumedAt: Timestamp.fromDate(now) });
      }
    },
  };
}
