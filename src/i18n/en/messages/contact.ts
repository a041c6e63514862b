// The messages area's contact part (the landing contact form): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
import { words as email } from './email';

export const words = {
  sending: 'Sending…',
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  failed: 'Sorry, your message could not be sent. Please check your connection and try again.',
  invalidEmail: email.invalid,
  missingMessage: 'Please write your message.',
  missingFirstName: 'Please enter your first name.',
  missingLastName: 'Please enter your last name.',
  invalidName: 'Please use letters only for names.',
  invalidPhone: 'Enter a phone number with digits only.',
  tooLong: 'This is too long. Please shorten it.',
  limited: 'We have received many messages from you recently. Please try again later.',
} as const;

export type ContactMessages = Wording<typeof words>;
