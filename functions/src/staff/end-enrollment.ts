// staffAction's `endEnrollment` (enrollmentId, reason): a card that renews by itself is stopped
// at Paystack first (families/renewal.ts), and if Paystack cannot be reached nothing changes;
// then the enrollment ends and its hours are freed (enrollments/end.ts). Read and answered
// here so action.ts only routes it.
import type { Response } from '../platform/http';
import * as logger from 'firebase-functions/logger';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { readShownSubscription, renewsAutomatically } from '../../../src/domain/enrollment/subscription';
import { accept, invalid, isAutoId, type Parsed } from '../../../src/domain/request';
import { REASON_MAX } from '../../../src/domain/staff/limits';
import { words as m } from '../../../src/i18n/en/console/staff';
import { endEnrollment } from '../enrollments/end';
import { switchRenewal } from '../families/renewal';
import { enrollmentsOf } from '../platform/stored';

export type EndRequest = { kind: 'end-enrollment'; enrollmentId: string; reason: string };

/** An enrollment id as apply.ts (a hash) or an older auto id makes it. */
export const isEnrollmentId = (id: unknown): id is string =>
  typeof id === 'string' && (/^[0-9a-f]{32}$/.test(id) || isAutoId(id));

/** The end request in `b`, the field that is wrong, or null when `b` is not one. */
export function readEndRequest(b: Record<string, unknown>): Parsed<EndRequest> | null {
  if (b.action !== 'endEnrollment') return null;
  if (!isEnrollmentId(b.enrollmentId)) return invalid('enrollmentId', m.badEnrollmentId);
  if (typeof b.reason !== 'string' || !b.reason.trim()) return invalid('reason', m.endReasonNeeded);
  const reason = b.reason.trim();
  if (reason.length > REASON_MAX) return invalid('reason', m.reasonTooLong(REASON_MAX));
  return accept({ kind: 'end-enrollment', enrollmentId: b.enrollmentId, reason });
}

export async function answerEnd(db: Firestore, request: EndRequest, caller: DecodedIdToken, res: Response): Promise<void> {
  const now = new Date();
  const e = (await enrollmentsOf(db).doc(request.enrollmentId).get()).data();
  if (!e) {
    res.status(404).json({ status: 'not-found', message: m.notFound });
    return;
  }
  // A card that renews by itself is stopped first: while it can charge, the plan has not ended.
  const code = e.subscription?.code;
  const renewing =
    e.status !== 'cancelled' && code !== undefined && renewsAutomatically(readShownSubscription(e.subscription)) ? code : null;
  if (renewing && !(await switchRenewal(db, renewing, false, now))) {
    res.status(502).json({ status: 'failed', message: m.endPaystackDown });
    return;
  }
  const card = renewing !== null;
  const outcome = await endEnrollment(db, request.enrollmentId, request.reason, card, now);
  logger.info('enrollment ended by staff', { enrollmentId: request.enrollmentId, outcome, card, by: caller.uid });
  if (outcome === 'not-found') res.status(404).json({ status: 'not-found', message: m.notFound });
  else res.status(200).json({ status: outcome === 'ended' ? 'ok' : 'already-ended', message: m.ended });
}
