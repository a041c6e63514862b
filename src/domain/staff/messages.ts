// What the staff console (/staff) and its staffAction function say. Kept apart from
// domain/messages.ts, which public pages load, so no other page carries these words.
export const staffMessages = {
  notStaff: 'This area is for school staff.',
  signIn: 'Please sign in again.',
  notFound: 'That record no longer exists. It may have been removed.',
  notUpcoming: 'This class already has an outcome, so it cannot be changed.',
  reasonNeeded: 'Please give a reason for the cancellation: the family reads it.',
  notAttended: 'Mark the class attended before recommending a plan.',
} as const;
