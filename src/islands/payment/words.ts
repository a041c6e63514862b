// The payment islands' English words, carried by the English islands themselves. A Kiswahili
// page mounts its own entry (src/i18n/<language>/islands/), which hands the islands its language's words: an
// English page downloads no other language's words and no code to fetch them.
import { words as paymentMessages } from '../../i18n/en/messages/payment';
import { words as emailMessages } from '../../i18n/en/messages/email';
import type { ScreenWords } from './screen';

/** The card's own words are PaymentCard's English unless a page hands others (screen.ts). */
export const englishWords: ScreenWords = { messages: { payment: paymentMessages, email: emailMessages }, home: '/' };
