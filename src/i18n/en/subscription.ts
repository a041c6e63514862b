// What the dashboard and /api/family say about a card's automatic renewal.
import type { Wording } from '../wording';

export const words = {
  notFound: 'We could not find that enrollment on your account. Please reload the page.',
  none: 'This plan does not renew automatically: pay for the next period from here when it is due.',
  failed: 'Paystack did not answer. Nothing was changed; please try again in a minute.',
  turnedOff: 'Automatic renewal is off. Classes continue until the paid-until date.',
  turnedOn: 'Automatic renewal is on again.',
} as const;

/** The shape of these words in any language. */
export type SubscriptionMessages = Wording<typeof words>;
