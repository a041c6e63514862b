// /success's own words (the class just booked): only /success carries them.
import type { Wording } from '../wording';

export const words = {
  /** How long a class lasts, from its minutes (domain/slots.ts SESSION_MINUTES): "1 hour", "90 minutes". */
  sessionLength: (minutes: number) =>
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`,
  title: (name: string) => `${name}'s free trial class`,
  live: (length: string, nairobi: string | null) => `${length}, live online${nairobi ? ` (${nairobi} in Nairobi)` : ''}.`,
  addToCalendar: 'Add to calendar',
  newTab: ' (opens in a new tab)',
  change: 'Change or cancel this class',
  privateLink: 'We have also emailed you this private link. Keep it to yourself.',
} as const;

/** The shape of `successWords` in any language. */
export type SuccessWords = Wording<typeof words>;
