// The words every Kiswahili payment island entry (this folder) hands its island. The page
// gives the addresses (the home page, the result pages) in its language.
import { useMemo } from 'react';
import { messagesSw } from '../../../domain/messages.sw';
import { paymentWordsSw, planLinesSw } from '../../../domain/payment-words.sw';
import type { PaymentWords } from '../../../domain/payment-words';
import type { ScreenWords } from '../../../islands/payment/screen';

export type SwahiliWords = ScreenWords & { card: PaymentWords };

/** The addresses a Kiswahili page passes its payment island. */
export interface PageAddresses {
  home: string;
  successHref: string;
  errorHref: string;
}

/** The card's Kiswahili words with the page's home address. */
export const swahiliWords = (home: string): SwahiliWords => ({
  messages: messagesSw,
  card: paymentWordsSw,
  plan: planLinesSw,
  home,
});

/** The same, one object while the address stays the same. */
export function useSwahiliWords(home: string): SwahiliWords {
  return useMemo(() => swahiliWords(home), [home]);
}
