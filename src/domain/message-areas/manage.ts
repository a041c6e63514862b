// messages.ts's manage area (/manage, the dashboard's class actions and the manage function's
// answers): a module of its own, so an island that shows these words loads none of the other
// areas. messages.ts gathers every area; the Kiswahili twin is this area of messages.sw.ts.
import { CHANGE_CUTOFF } from '../change-cutoff';
import { manageAsOf } from './manage-as-of';

export const manageMessages = {
  loading: 'Loading your booking…',
  asOf: manageAsOf,
  notFound: 'This link is not valid or has expired. Please use the link in your most recent email, or contact us on WhatsApp.',
  tooLate: `This class starts in less than ${CHANGE_CUTOFF}, so it can no longer be changed online. Please contact us on WhatsApp.`,
  changeUntil: `Plans change? You can move or cancel the class up to ${CHANGE_CUTOFF} before it starts.`,
  notUpcoming: 'This booking is no longer upcoming, so it cannot be changed.',
  sameSlot: 'That is already the time of this class. Please choose another time.',
  signIn: 'Please sign in again to manage this booking.',
  cancelled: 'This class is cancelled.',
  cancelledNow: 'Your class is cancelled. The seat is free again for another family.',
  rescheduledNow: 'Your class is moved. We have emailed the new time.',
  limited: 'Too many tries in a short time. Please wait a minute, then try again.',
  failed: 'Something went wrong and nothing was changed. Please check your connection and try again.',
  notHere: 'This booking can no longer be changed here. Please chat with us on WhatsApp.',
} as const;
