// /success's own words (the class just booked): only /success carries them. The Kiswahili
// twin is success-words.sw.ts.
import type { Wording } from '../wording';
import { SESSION_LENGTH } from '../../domain/slots';

export const words = {
  sessionLength: SESSION_LENGTH,
  title: (name: string) => `${name}'s free trial class`,
  live: (length: string, nairobi: string | null) => `${length}, live online${nairobi ? ` (${nairobi} in Nairobi)` : ''}.`,
  addToCalendar: 'Add to calendar',
  newTab: ' (opens in a new tab)',
  change: 'Change or cancel this class',
  privateLink: 'We have also emailed you this private link. Keep it to yourself.',
} as const;

/** The shape of `successWords` in any language. */
export type SuccessWords = Wording<typeof words>;
