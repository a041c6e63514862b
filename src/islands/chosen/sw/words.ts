// The words every Kiswahili payment island entry (this folder) hands its island. The page
// gives the addresses (the home page, the result pages) in its language.
import { useMemo } from 'react';
import { words as payment } from '../../../i18n/sw/messages/payment';
import { words as email } from '../../../i18n/sw/messages/email';
import { words as card } from '../../../i18n/sw/payment';
import type { PaymentWords } from '../../../i18n/en/payment';
import type { ScreenWords } from '../../payment/screen';

export type SwahiliWords = ScreenWords & { card: PaymentWords };

/** The addresses a Kiswahili page passes its payment island. */
export interface PageAddresses {
  home: string;
  successHref: string;
  errorHref: string;
}

/** The card's Kiswahili words with the page's home address. */
export const swahiliWords = (home: string): SwahiliWords => ({ messages: { payment, email }, card, plan: card.plan, home });

/** The same, one object while the address stays the same. */
export function useSwahiliWords(home: string): SwahiliWords {
  return useMemo(() => swahiliWords(home), [home]);
}
