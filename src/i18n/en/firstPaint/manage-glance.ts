// What /manage's first-paint script (services/first-paint/manage-glance.ts) says: the booking
// card's words, the "as of" note under it, and the days and times it names. The script is built
// once per language from its folder's file of this name (integrations/first-paint).
import { words as dates, type DateWords } from '../dates';
import { words as manageAsOf } from '../messages/manage-as-of';
import { words as manageWords, type ManageWords } from '../manage';

export interface GlanceWords {
  manage: ManageWords;
  dates: DateWords;
  /** The note under the card: "As of our message of …". */
  asOf: (when: string) => string;
  /** Whether the send day reads in `dates`; English names it the house's way (booked-class-card.ts sentText). */
  sentInDates: boolean;
}

export const words: GlanceWords = { manage: manageWords, dates, asOf: manageAsOf.asOf, sentInDates: false };
