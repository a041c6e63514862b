// staffAction's mentor-leave requests: `blockMentorDays` (mentorId, from, to, reason) and
// `endMentorLeave` (leaveId). Read here and answered here so action.ts only routes them.
import type { Response } from '../platform/http';
import * as logger from 'firebase-functions/logger';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { readLeave, type LeaveInput } from '../../../src/domain/classes/leave';
import { accept, invalid, isAutoId, type Parsed } from '../../../src/domain/request';
import { nairobiDate } from '../../../src/domain/slots';
import { words as staffMessages } from '../../../src/i18n/en/console/staff';
import { words as leaveMessages } from '../../../src/i18n/en/console/leave';
import { blockMentorDays, endMentorLeave } from '../classes/leave';
import { mentors } from '../platform/content';

export type LeaveRequest = { kind: 'leave'; leave: LeaveInput } | { kind: 'end-leave'; leaveId: string };

/** The leave request in `b`, the field that is wrong, or null when `b` is not a leave request. */
export function readLeaveRequest(b: Record<string, unknown>): Parsed<LeaveRequest> | null {
  if (b.action === 'blockMentorDays') {
    const leave = readLeave(
      b,
      mentors.map((t) => t.id),
      nairobiDate(new Date()),
    );
    return 'field' in leave ? invalid(leave.field, leaveMessages.refused[leave.problem]) : accept({ kind: 'leave', leave });
  }
  if (b.action === 'endMentorLeave') {
    return isAutoId(b.leaveId) ? accept({ kind: 'end-leave', leaveId: b.leaveId }) : invalid('leaveId', leaveMessages.badLeaveId);
  }
  return null;
}

export async function answerLeave(db: Firestore, request: LeaveRequest, caller: DecodedIdToken, res: Response): Promise<void> {
  const by = caller.email ?? caller.uid;
  if (request.kind === 'leave') {
    const { leaveId, covered, cancelled } = await blockMentorDays(db, request.leave, by, new Date());
    logger.info('mentor leave entered by staff', {
      leaveId,
      mentorId: request.leave.mentorId,
      from: request.leave.from,
      to: request.leave.to,
      covered: covered.length,
      cancelled: cancelled.length,
      by: caller.uid,
    });
    const message = leaveMessages.blocked(covered.length, cancelled.length);
    res.status(200).json({ status: 'ok', message, leaveId, covered, cancelled });
    return;
  }
  const found = await endMentorLeave(db, request.leaveId);
  if (found) logger.info('mentor leave removed by staff', { leaveId: request.leaveId, by: caller.uid });
  res
    .status(found ? 200 : 404)
    .json(found ? { status: 'ok', message: leaveMessages.ended } : { status: 'not-found', message: staffMessages.notFound });
}
