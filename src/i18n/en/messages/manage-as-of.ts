// The manage part's "as of" line (manage.ts), in a file of its own so /manage's first-paint
// script (services/first-paint) carries this sentence alone: the rest of the part's object
// cannot be left out of a bundle once any of it is imported.
import type { Wording } from '../../wording';

export const words = {
  /** Beside the booking as the link's message told it, until the server's answer replaces it. */
  asOf: (when: string) => `As of our message of ${when}. Checking for changes…`,
};

export type ManageAsOfWords = Wording<typeof words>;
