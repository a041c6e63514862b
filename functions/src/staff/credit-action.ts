// staffAction's make-up credit requests: `grantCredit` (enrollmentId, reason) and
// `withdrawCredit` (creditId, reason). Read and answered here so action.ts only routes them.
import type { Response } from '../platform/http';
import * as logger from 'firebase-functions/logger';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { accept, invalid, isDocumentId, type Parsed } from '../../../src/domain/request';
import { REASON_MAX } from '../../../src/domain/staff/limits';
import { words as m } from '../../../src/i18n/en/console/staff';
import { grantByStaff, withdrawByStaff } from '../credits/staff';
import { isEnrollmentId } from './end-enrollment';

export type CreditRequest =
  { kind: 'grant-credit'; enrollmentId: string; reason: string } | { kind: 'withdraw-credit'; creditId: string; reason: string };

/** The credit request in `b`, the field that is wrong, or null when `b` is not one. */
export function readCreditRequest(b: Record<string, unknown>): Parsed<CreditRequest> | null {
  if (b.action !== 'grantCredit' && b.action !== 'withdrawCredit') return null;
  const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
  if (!reason) return invalid('reason', m.creditReasonNeeded);
  if (reason.length > REASON_MAX) return invalid('reason', m.reasonTooLong(REASON_MAX));
  if (b.action === 'grantCredit') {
    if (!isEnrollmentId(b.enrollmentId)) return invalid('enrollmentId', m.badEnrollmentId);
    return accept({ kind: 'grant-credit', enrollmentId: b.enrollmentId, reason });
  }
  if (!isDocumentId(b.creditId)) return invalid('creditId', m.badRecordId);
  return accept({ kind: 'withdraw-credit', creditId: b.creditId, reason });
}

export async function answerCredit(db: Firestore, request: CreditRequest, caller: DecodedIdToken, res: Response): Promise<void> {
  const by = caller.email ?? caller.uid;
  if (request.kind === 'grant-credit') {
    const creditId = await grantByStaff(db, request.enrollmentId, request.reason, by, new Date());
    if (creditId)
      logger.info('make-up credit granted by staff', { creditId, enrollmentId: request.enrollmentId, by: caller.uid });
    if (creditId) res.status(200).json({ status: 'ok', creditId });
    else res.status(404).json({ status: 'not-found', message: m.notFound });
    return;
  }
  const outcome = await withdrawByStaff(db, request.creditId, request.reason, by, new Date());
  logger.info('make-up credit withdrawal by staff', { creditId: request.creditId, outcome, by: caller.uid });
  const answers = {
    withdrawn: [200, { status: 'ok' }],
    'not-found': [404, { status: 'not-found', message: m.notFound }],
    'not-open': [409, { status: 'not-open', message: m.creditNotOpen }],
  } as const;
  const [http, body] = answers[outcome];
  res.status(http).json(body);
}
