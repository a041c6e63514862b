// POST /api/staffAction: the staff console's only way to change anything. The caller's ID
// token must verify (and not be revoked) and carry the claim `staff: true`, and the caller
// must still have a staff/{uid} record (as the Firestore rules require). A booking's
// outcome (attended, with the mentor who taught it when staff name one; no-show) or
// cancellation goes through changeBooking, the same path as a parent's change, so the seat,
// history and mail follow; leads, contact messages and
// questions are marked handled. A bulk cancel (the console's "Unusual" groups) cancels each
// booking the same way, one by one. A recommendation is recorded or withdrawn (enrollments/).
// A family is erased on request (families/erase-family.ts). A mentor's leave is entered or
// removed (leave-action.ts). An enrollment is ended early (end-enrollment.ts). A make-up
// credit is granted or withdrawn with a reason (credit-action.ts).
import * as logger from 'firebase-functions/logger';
import { type DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { accept, invalid, isAutoId, isDocumentId, type Parsed } from '../../../src/domain/request';
import { isValidEmail } from '../../../src/domain/email';
import { eraseFamily } from '../families/erase-family';
import { readRecommendation, type RecommendationInput } from '../../../src/domain/enrollment/recommendation';
import { BULK_MAX, REASON_MAX } from '../../../src/domain/staff/limits';
import { words as m } from '../../../src/i18n/en/console/staff';
import { changeBooking } from '../bookings/change';
import { bookingSettings, courses, mentors, plans } from '../platform/content';
import { recommend } from '../enrollments/recommend';
import { remindAgain } from '../enrollments/renewals';
import { withdrawRecommendation } from '../enrollments/withdraw';
import { siteHandler } from '../platform/opening';
import { firestore } from '../platform/admin';
import { answerLeave, readLeaveRequest, type LeaveRequest } from './leave-action';
import { answerEnd, isEnrollmentId, readEndRequest, type EndRequest } from './end-enrollment';
import { answerCredit, readCreditRequest, type CreditRequest } from './credit-action';

const inboxes = ['trialLeads', 'contactMessages', 'questions'] as const;
const outcomes = ['attended', 'no-show', 'cancel'] as const;

type Inbox = (typeof inboxes)[number];
type Outcome = (typeof outcomes)[number];

export type StaffRequest =
  | { kind: 'booking'; bookingId: string; action: Outcome; reason?: string; mentorId?: string }
  | { kind: 'handled'; collection: Inbox; id: string }
  | { kind: 'cancel-many'; bookingIds: string[]; reason: string }
  | { kind: 'recommend'; bookingId: string; recommendation: RecommendationInput }
  | { kind: 'withdraw'; recommendationId: string; reason: string }
  | { kind: 'remind'; enrollmentId: string }
  | { kind: 'erase'; email: string }
  | LeaveRequest
  | EndRequest
  | CreditRequest;

/** The body as one of the requests, or the field that is wrong (400). */
export function readStaffRequest(body: unknown): Parsed<StaffRequest> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const apart = readLeaveRequest(b) ?? readEndRequest(b) ?? readCreditRequest(b);
  if (apart) return apart;
  if (b.action === 'handled') {
    if (!inboxes.includes(b.collection as Inbox)) return invalid('collection', m.unknownInbox);
    if (!isDocumentId(b.id)) return invalid('id', m.badRecordId);
    return accept({ kind: 'handled', collection: b.collection as Inbox, id: b.id });
  }
  if (b.action === 'eraseFamily') {
    if (typeof b.email !== 'string' || !isValidEmail(b.email.trim())) return invalid('email', m.badEraseEmail);
    return accept({ kind: 'erase', email: b.email.trim() });
  }
  if (b.action === 'remindRenewal') {
    const id = b.enrollmentId;
    if (!isEnrollmentId(id)) return invalid('enrollmentId', m.badEnrollmentId);
    return accept({ kind: 'remind', enrollmentId: id });
  }
  if (b.action === 'recommend') {
    if (!isAutoId(b.bookingId)) return invalid('bookingId', m.badBookingId);
    const recommendation = readRecommendation(
      b,
      courses.map((c) => c.id),
      plans,
    );
    if ('field' in recommendation) return invalid(recommendation.field, m.recommendation[recommendation.field]);
    return accept({ kind: 'recommend', bookingId: b.bookingId, recommendation });
  }
  const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
  if (b.reason !== undefined && typeof b.reason !== 'string') return invalid('reason', m.reasonNotText);
  if (reason.length > REASON_MAX) return invalid('reason', m.reasonTooLong(REASON_MAX));
  if (b.action === 'withdrawRecommendation') {
    if (!isAutoId(b.recommendationId)) return invalid('recommendationId', m.badRecommendationId);
    if (!reason) return invalid('reason', m.withdrawReasonNeeded);
    return accept({ kind: 'withdraw', recommendationId: b.recommendationId, reason });
  }
  if (b.action === 'cancel-many') {
    const ids = b.bookingIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > BULK_MAX || !ids.every((id) => isAutoId(id)))
      return invalid('bookingIds', m.badBulk(BULK_MAX));
    if (!reason) return invalid('reason', m.reasonNeeded);
    return accept({ kind: 'cancel-many', bookingIds: [...new Set(ids as string[])], reason });
  }
  if (!outcomes.includes(b.action as Outcome)) return invalid('action', m.unknownAction);
  if (!isAutoId(b.bookingId)) return invalid('bookingId', m.badBookingId);
  if (b.action === 'cancel' && !reason) return invalid('reason', m.reasonNeeded);
  // The trial's mentor, kept so the child's weekly classes go to them first (classes/choose.ts).
  if (b.mentorId !== undefined && (b.action !== 'attended' || !mentors.some((t) => t.id === b.mentorId)))
    return invalid('mentorId', m.unknownMentor);
  const mentorId = b.mentorId as string | undefined;
  return accept({
    kind: 'booking',
    bookingId: b.bookingId,
    action: b.action as Outcome,
    ...(reason ? { reason } : {}),
    ...(mentorId ? { mentorId } : {}),
  });
}

/** Marks a lead, message or question handled, once; returns false when it does not exist. */
async function markHandled(db: Firestore, collection: Inbox, id: string, caller: DecodedIdToken): Promise<boolean> {
  const ref = db.collection(collection).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    if (snap.get('handled') === true) return true;
    tx.update(ref, { handled: true, handledAt: FieldValue.serverTimestamp(), handledBy: caller.email ?? caller.uid });
    return true;
  });
}

// Staff only (platform/callers.ts); the console is English.
export const staffAction = siteHandler(
  {
    name: 'staffAction',
    parse: (body) => readStaffRequest(body),
    caller: 'staff',
    failed: () => ({ status: 'failed', message: 'Server error' }),
  },
  async ({ res, request, token }) => {
    const db = firestore();
    const caller = token!;
    if (request.kind === 'leave' || request.kind === 'end-leave') {
      await answerLeave(db, request, caller, res);
      return;
    }
    if (request.kind === 'grant-credit' || request.kind === 'withdraw-credit') {
      await answerCredit(db, request, caller, res);
      return;
    }
    if (request.kind === 'end-enrollment') {
      await answerEnd(db, request, caller, res);
      return;
    }
    if (request.kind === 'handled') {
      const found = await markHandled(db, request.collection, request.id, caller);
      if (found) logger.info('marked handled', { collection: request.collection, id: request.id, by: caller.uid });
      res.status(found ? 200 : 404).json(found ? { status: 'ok' } : { status: 'not-found', message: m.notFound });
      return;
    }
    if (request.kind === 'cancel-many') {
      // Each one through changeBooking, as a single cancel: its seat, history and the family's mail.
      let cancelled = 0;
      for (const bookingId of request.bookingIds) {
        const outcome = await changeBooking(
          db,
          bookingSettings,
          { bookingId, by: 'staff', action: 'cancel', reason: request.reason },
          new Date(),
        );
        if (outcome.kind === 'changed') cancelled += 1;
      }
      logger.info('bookings cancelled in bulk by staff', { count: cancelled, asked: request.bookingIds.length, by: caller.uid });
      res.status(200).json({ status: 'ok', cancelled, skipped: request.bookingIds.length - cancelled });
      return;
    }
    if (request.kind === 'recommend') {
      const outcome = await recommend(db, request.bookingId, request.recommendation, caller.email ?? caller.uid, new Date());
      if (outcome.kind === 'recommended') {
        logger.info('recommendation recorded by staff', {
          id: request.bookingId,
          recommendationId: outcome.recommendationId,
          by: caller.uid,
        });
        res.status(200).json({ status: 'ok', recommendationId: outcome.recommendationId });
      } else if (outcome.kind === 'not-found') res.status(404).json({ status: 'not-found', message: m.notFound });
      else res.status(409).json({ status: 'not-attended', message: m.notAttended });
      return;
    }
    if (request.kind === 'erase') {
      const outcome = await eraseFamily(db, request.email, caller.uid, new Date());
      // The audit is erasures/{id}; the log names no family either.
      logger.info('family erase asked by staff', { outcome: outcome.kind, by: caller.uid });
      if (outcome.kind === 'erased') res.status(200).json({ status: 'ok', message: m.erased, counts: outcome.counts });
      else if (outcome.kind === 'running') res.status(409).json({ status: 'running', message: m.eraseRunning });
      else res.status(404).json({ status: 'not-found', message: m.eraseNotFound });
      return;
    }
    if (request.kind === 'remind') {
      const outcome = await remindAgain(db, request.enrollmentId, new Date());
      logger.info('renewal reminder asked by staff', { enrollmentId: request.enrollmentId, outcome, by: caller.uid });
      const answers = {
        sent: [200, { status: 'ok', message: m.reminderSent }],
        'too-soon': [429, { status: 'too-soon', message: m.reminderTooSoon }],
        'not-due': [409, { status: 'not-due', message: m.reminderNotDue }],
        'not-found': [404, { status: 'not-found', message: m.notFound }],
      } as const;
      const [http, body] = answers[outcome];
      res.status(http).json(body);
      return;
    }
    if (request.kind === 'withdraw') {
      const who = caller.email ?? caller.uid;
      const outcome = await withdrawRecommendation(db, request.recommendationId, request.reason, who, new Date());
      if (outcome.kind === 'withdrawn') {
        logger.info('recommendation withdrawn by staff', { recommendationId: request.recommendationId, by: caller.uid });
        res.status(200).json({ status: 'ok' });
      } else res.status(404).json({ status: 'not-found', message: m.notFound });
      return;
    }
    const action = request.action;
    const outcome = await changeBooking(
      db,
      bookingSettings,
      {
        bookingId: request.bookingId,
        by: 'staff',
        action,
        ...(request.reason ? { reason: request.reason } : {}),
        ...(request.mentorId ? { mentorId: request.mentorId } : {}),
      },
      new Date(),
    );
    switch (outcome.kind) {
      case 'changed':
        logger.info('booking changed by staff', { id: request.bookingId, action, by: caller.uid });
        res.status(200).json({ status: 'ok', booking: outcome.booking });
        return;
      case 'not-found':
        res.status(404).json({ status: 'not-found', message: m.notFound });
        return;
      case 'not-upcoming':
        res.status(409).json({ status: 'not-upcoming', message: m.notUpcoming, booking: outcome.booking });
        return;
      default:
        // Reschedule-only outcomes (full, refused, too-late) cannot come from these actions.
        throw new Error(`unexpected outcome ${outcome.kind} for ${action}`);
    }
  },
);
