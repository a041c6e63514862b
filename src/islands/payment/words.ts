// The payment islands' English words, carried by the English islands themselves. A Kiswahili
// page mounts its own entry (islands/sw/), which hands the islands the Kiswahili twins: an
// English page downloads no other language's words and no code to fetch them.
import { paymentMessages } from '../../domain/message-areas/payment';
import { emailMessages } from '../../domain/message-areas/email';
import type { ScreenWords } from './screen';

/** The card's own words are PaymentCard's English unless a page hands others (screen.ts). */
export const englishWords: ScreenWords = { messages: { payment: paymentMessages, email: emailMessages }, home: '/' };
