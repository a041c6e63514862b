// Staff end an enrollment early (a family leaving, a plan paid in error). One transaction marks
// it cancelled with the Nairobi date and the reason, adds the audit to its history (`staff`,
// as a staff change of a booking is recorded; the member is in the log), and queues the
// mail and WhatsApp message of the first parent and each second guardian in their language;
// then its weekly hours and coming classes are freed. Ending it again tells no one twice and
// only frees anything the first left behind.
// Its card subscription is stopped by the caller first (staff/end-enrollment.ts), since
// Paystack is a network call.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { nairobiDate } from '../../../src/domain/slots';
import { enrollmentEndedMail } from '../../../src/messages/mail/enrollment-ended';
import type { Language } from '../../../src/i18n/languages';
import { planNameIn } from '../platform/content-words';
import { brand } from '../notices/brand';
import { queueCopies } from '../guardians/copies';
import { recipientsOf } from '../guardians/recipients';
import { plans } from '../platform/content';
import { freeClassTimes } from '../classes/store';
import { enrollmentsOf } from '../platform/stored';

export type EndOutcome = 'ended' | 'already-ended' | 'not-found';

export async function endEnrollment(
  db: Firestore,
  enrollmentId: string,
  reason: string,
  /** Its card renewal was stopped: the family is told the card is not charged again. */
  card: boolean,
  now: Date,
): Promise<EndOutcome> {
  const ref = enrollmentsOf(db).doc(enrollmentId);
  const outcome = await db.runTransaction(async (tx): Promise<EndOutcome> => {
    const e = (await tx.get(ref)).data();
    if (!e) return 'not-found';
    if (e.status === 'cancelled') return 'already-ended';
    const recipients = await recipientsOf(tx, db, e);
    const endedOn = nairobiDate(now);
    tx.update(ref, {
      status: 'cancelled',
      endedOn,
      endReason: reason,
      history: FieldValue.arrayUnion({ at: Timestamp.fromDate(now), by: 'staff', action: 'ended', reason }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // Per paid-until date: a plan paid again after an end may be ended, and told, again.
    const id = `enrollment-${enrollmentId}-ended-${String(e.paidUntil)}`;
    const studentName = String(e.studentName ?? '');
    // As plans.yaml spells the plan in the family's language.
    // The plan as plans.yaml spells it in each reader's language.
    const planName = (language: Language) =>
      planNameIn(plans.find((p) => p.id === e.plan)?.name ?? String(e.plan ?? ''), language);
    // Ended once (the status above): nothing is queued under this id yet.
    queueCopies(
      tx,
      db,
      id,
      recipients,
      new Set(),
      (to) => ({
        mail: enrollmentEndedMail(to.language, brand(), { studentName, planName: planName(to.language), endedOn, card }, reason),
        message: {
          kind: 'template',
          template: 'enrollment_ended',
          parameters: { student_name: studentName, plan_name: planName(to.language) },
        },
      }),
      { mailEvenIfOff: true },
      now,
    );
    return 'ended';
  });
  // Ended now or before: no hour stays held (a first run cut short left some).
  if (outcome !== 'not-found') await freeClassTimes(db, enrollmentId, now);
  return outcome;
}
