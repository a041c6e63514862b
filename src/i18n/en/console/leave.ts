// What staff read of a mentor's leave on /staff: the leave form's refusals (the same in the
// console and in staffAction) and what entering or removing a leave did. English only.
import { LEAVE_MAX_DAYS, type LeaveProblem } from '../../../domain/classes/leave';
import { REASON_MAX } from '../../../domain/staff/limits';

export const words = {
  refused: {
    unknownMentor: 'Please choose one of the mentors.',
    badFrom: 'Please give the first day of leave as a date.',
    badTo: 'Please give the last day of leave as a date, on or after the first.',
    inPast: 'Leave cannot end before today.',
    tooLong: `One leave covers at most ${LEAVE_MAX_DAYS} days; enter a longer absence in parts.`,
    reasonNeeded: 'Please give a short reason (staff read it).',
    reasonTooLong: `Please keep the reason under ${REASON_MAX} characters.`,
  } satisfies Record<LeaveProblem, string>,
  badLeaveId: 'That leave id is not one we could have made.',
  blocked: (covered: number, cancelled: number) =>
    covered + cancelled === 0
      ? 'Days blocked. No class still to be given falls on them.'
      : `Days blocked. ${covered} ${covered === 1 ? 'class is' : 'classes are'} covered by another mentor and ${cancelled} ${cancelled === 1 ? 'is' : 'are'} cancelled with a make-up credit; the families are told.`,
  ended: 'Leave removed: the days are offered again.',
};
