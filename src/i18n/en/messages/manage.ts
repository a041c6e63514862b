// The messages area's manage part (/manage, the dashboard's class
// actions and the manage function's answers): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
import { words as asOfWords } from './manage-as-of';

const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

export const words = {
  loading: 'Loading your booking…',
  asOf: asOfWords.asOf,
  notFound: 'This link is not valid or has expired. Please use the link in your most recent email, or contact us on WhatsApp.',
  /** `hours`: the change cut-off (settings.yaml `booking`). */
  tooLate: (hours: number) =>
    `This class starts in less than ${hoursText(hours)}, so it can no longer be changed online. Please contact us on WhatsApp.`,
  changeUntil: (hours: number) => `Plans change? You can move or cancel the class up to ${hoursText(hours)} before it starts.`,
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

export type ManageMessages = Wording<typeof words>;
