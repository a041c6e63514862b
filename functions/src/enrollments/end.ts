// Staff end an enrollment early (a family leaving, a plan paid in error). One transaction marks
// it cancelled with the Nairobi date and the reason, adds the audit to its history (`staff`,
// as a staff change of a booking is recorded; the member is in the log), and queues the
// family's mail and WhatsApp message in its language; then its weekly hours and coming classes
// are freed. Ending it again tells no one twice and only frees anything the first left behind.
// Its card subscription is stopped by the caller first (staff/end-enrollment.ts), since
// Paystack is a network call.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { nairobiDate } from '../../../src/domain/slots';
import { enrollmentEndedMail } from '../../../src/messages/mail/enrollment-ended';
import { languageOr } from '../../../src/i18n/languages';
import { planNameIn } from '../platform/content-words';
import { brand } from '../notices/brand';
import { queueMail } from '../notices/mail';
import { messageDocument, queueMessage } from '../notices/messages';
import { plans } from '../platform/content';
import { freeClassTimes } from '../classes/store';

export type EndOutcome = 'ended' | 'already-ended' | 'not-found';

export async function endEnrollment(
  db: Firestore,
  enrollmentId: string,
  reason: string,
  /** Its card renewal was stopped: the family is told the card is not charged again. */
  card: boolean,
  now: Date,
): Promise<EndOutcome> {
  const ref = db.collection('enrollments').doc(enrollmentId);
  const outcome = await db.runTransaction(async (tx): Promise<EndOutcome> => {
    const e = (await tx.get(ref)).data();
    if (!e) return 'not-found';
    if (e.status === 'cancelled') return 'already-ended';
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
    const language = languageOr(e.language);
    const planName = planNameIn(plans.find((p) => p.id === e.plan)?.name ?? String(e.plan ?? ''), language);
    if (typeof e.email === 'string') {
      const mail = enrollmentEndedMail(language, brand(), { studentName, planName, endedOn, card }, reason);
      queueMail(tx, id, { ...mail, to: e.email }, db);
    }
    if (typeof e.whatsapp === 'string') {
      const content = {
        kind: 'template' as const,
        template: 'enrollment_ended' as const,
        parameters: { student_name: studentName, plan_name: planName },
      };
      const options = { language: e.language, ...(typeof e.familyUid === 'string' ? { familyUid: e.familyUid } : {}) };
      queueMessage(tx, db, id, messageDocument(e.whatsapp, content, options, now));
    }
    return 'ended';
  });
  // Ended now or before: no hour stays held (a first run cut short left some).
  if (outcome !== 'not-found') await freeClassTimes(db, enrollmentId, now);
  return outcome;
}
