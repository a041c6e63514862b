// /manage's and the dashboard's class panel's own words (titles, buttons, the class's
// status): only those islands carry them, so they live apart from messages.ts. The
// Kiswahili twin is manage-words.sw.ts.
import type { Wording } from './i18n/wording';
import type { TwinKey } from './i18n/dictionary';

export const manageWords = {
  title: 'Your trial class',
  tryAgain: 'Try again',
  chat: 'Chat on WhatsApp',
  newTab: ' (opens in a new tab)',
  status: {
    upcoming: 'Upcoming',
    cancelled: 'Cancelled',
    attended: 'Attended',
    'no-show': 'Missed',
  },
  childsClass: (firstName: string) => `${firstName}'s free trial class`,
  changeOrCancel: 'Change or cancel',
  bookAnother: 'Book a free trial class',
  yourTime: (country: string) => `Your time (${country})`,
  nairobiTime: 'Nairobi time',
  move: {
    title: 'Move the class',
    day: 'New day',
    time: 'New time',
    moving: 'Moving…',
    button: 'Move my class',
  },
  cancel: {
    title: 'Cancel the class',
    ask: (name: string) => `Cancel ${name}'s free trial class? The seat goes to another family.`,
    cancelling: 'Cancelling…',
    yes: 'Yes, cancel the class',
    keep: 'Keep the class',
    hint: "Can't make it? Cancel, and book again whenever suits you.",
    button: 'Cancel this class',
  },
} as const;

export type ManageWords = Wording<typeof manageWords>;

/** The key an island reads this module's twins by (islands/hooks/useWords.ts). */
export const manageTwins = 'manage' as TwinKey<ManageWords>;
