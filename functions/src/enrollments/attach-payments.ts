// The one-off attaching of plan payments recorded before enrollments existed (they carry no
// `enrollmentId`) to their child's enrollment, for payers whose email is a family's. Each
// payment goes through planEnrollment (apply.ts), the same rule a new payment meets, taken
// on the day it was paid and oldest first, so a family's payments add up as they would have.
// A payment older than one its enrollment already counts is linked without extending it
// (its period is over). Idempotent: an attached payment has its `enrollmentId` and is skipped.
// Run by `npm run attach-payments` (scripts/attach-payments.mjs), built apart from the functions.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';
import { enrollmentsOf, paymentsOf } from '../platform/stored';
import { familiesOf } from '../owners/family-records';
import { planEnrollment } from './apply';

export interface Attached {
  reference: string;
  email: string;
  studentName: string;
  enrollmentId: string;
  /** `extended`: the enrollment's paidUntil moved (or it was made); `linked`: a later payment already counts. */
  how: 'extended' | 'linked';
  paidUntil: string | null;
}

const paidDay = (paidAt: unknown): Date | null => {
  const at = typeof paidAt === 'string' ? new Date(paidAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

/** Attaches (or, with write false, says what it would attach) every such payment; returns them in order. */
export async function attachPayments(db: Firestore, write: boolean): Promise<Attached[]> {
  const [payments, families] = await Promise.all([paymentsOf(db).where('kind', '==', 'plan').get(), familiesOf(db).get()]);
  const emails = new Set(families.docs.map((d) => String(d.get('email') ?? '')));
  const waiting = payments.docs
    .filter((d) => d.get('enrollmentId') === undefined && d.get('status') === 'success')
    .filter((d) => {
      const email: unknown = d.get('email');
      return typeof email === 'string' && emails.has(familyEmail(email));
    })
    .sort((a, b) => String(a.get('paidAt') ?? '').localeCompare(String(b.get('paidAt') ?? '')));
  const done: Attached[] = [];
  for (const doc of waiting) {
    const outcome = await db.runTransaction(async (tx): Promise<Attached | null> => {
      const snap = await tx.get(doc.ref);
      const record = snap.data();
      if (!record || record.enrollmentId !== undefined) return null;
      const at = paidDay(record.paidAt) ?? snap.createTime?.toDate() ?? new Date();
      const planned = await planEnrollment(tx, db, record, at);
      if (!planned) return null;
      const enrollmentRef = enrollmentsOf(db).doc(planned.link.enrollmentId);
      const counted = (await tx.get(enrollmentRef)).data()?.payments ?? [];
      const others = counted.length ? await tx.getAll(...counted.map((r) => paymentsOf(db).doc(r))) : [];
      const later = others.some((o) => String(o.get('paidAt') ?? '') > String(record.paidAt ?? ''));
      const found: Attached = {
        reference: snap.id,
        email: String(record.email),
        studentName: record.studentName,
        enrollmentId: planned.link.enrollmentId,
        how: later ? 'linked' : 'extended',
        paidUntil: later ? null : planned.link.paidUntil,
      };
      if (!write) return found;
      const family = planned.link.familyUid ? { familyUid: planned.link.familyUid } : {};
      if (later) {
        tx.update(enrollmentRef, { payments: FieldValue.arrayUnion(snap.id), updatedAt: FieldValue.serverTimestamp() });
        tx.update(snap.ref, { enrollmentId: planned.link.enrollmentId, ...family });
      } else {
        planned.write(tx);
        tx.update(snap.ref, { ...planned.link });
      }
      return found;
    });
    if (outcome) done.push(outcome);
  }
  return done;
}
