// /manage's and the dashboard's trial class card's own words (titles, buttons, the class's
// status): only those islands carry them, so they live apart from the messages area. The move and
// cancel panel's words live with the panel (manage-panel.ts), which both pages load
// only when it opens.
import type { Wording } from '../wording';

export const words = {
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
} as const;

export type ManageWords = Wording<typeof words>;
