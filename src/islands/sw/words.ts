// The words and addresses every Kiswahili payment island entry (this folder) hands its island.
import { localePath } from '../../domain/i18n/languages';
import { messagesSw } from '../../domain/messages.sw';
import { paymentWordsSw, planLinesSw } from '../../domain/payment-words.sw';
import type { ScreenWords } from '../payment/screen';
import type { PaymentWords } from '../../domain/payment-words';

export const swahiliWords: ScreenWords & { card: PaymentWords } = {
  messages: messagesSw,
  card: paymentWordsSw,
  plan: planLinesSw,
  home: localePath('/', 'sw'),
};

/** The result pages a payment card opens from a Kiswahili page. */
export const swahiliResults = { successHref: localePath('/paysuccess', 'sw'), errorHref: localePath('/payerror', 'sw') };

/** An address of the site on a Kiswahili page. */
export const swahiliPath = (path: string) => localePath(path, 'sw');
