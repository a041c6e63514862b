// mentorLeave/{id}: a mentor's leave as staff enter it (functions/src/classes/leave.ts), with
// who entered it and when. Typed, not checked: the functions alone write it.
import type { LeaveInput } from '../classes/leave';
import type { StoredInstant } from './instant';

export type StoredMentorLeave = LeaveInput & {
  /** The staff member who entered it. */
  by: string;
  at?: StoredInstant;
};
