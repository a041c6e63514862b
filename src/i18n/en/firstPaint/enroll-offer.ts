// What /enroll's first-paint script (services/first-paint/enroll-offer.ts) says: the offer card's
// heading, the "as of" note under it, and the days and times it names. The script is built once
// per language from its folder's file of this name (integrations/first-paint).
import { words as enroll, type EnrollMessages } from '../enroll';
import { words as dates, type DateWords } from '../dates';
import { words as manageAsOf } from '../messages/manage-as-of';

export interface OfferWords {
  enroll: Pick<EnrollMessages, 'heading'>;
  dates: DateWords;
  /** The note under the card: "As of our message of …" (the same sentence as /manage's). */
  asOf: (when: string) => string;
  /** Whether the send day reads in `dates`; English names it the house's way (booked-class-card.ts sentText). */
  sentInDates: boolean;
}

export const words: OfferWords = { enroll, dates, asOf: manageAsOf.asOf, sentInDates: false };
