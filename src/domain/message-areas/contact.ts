// messages.ts's contact area (the landing contact form): a module of its own, so an island that
// shows these words loads none of the other areas. messages.ts gathers every area; the Kiswahili
// twin is this area of messages.sw.ts.
import { invalidEmail } from './email';

export const contactMessages = {
  sending: 'Sending…',
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  failed: 'Sorry, your message could not be sent. Please check your connection and try again.',
  invalidEmail,
  missingMessage: 'Please write your message.',
  missingFirstName: 'Please enter your first name.',
  missingLastName: 'Please enter your last name.',
  invalidName: 'Please use letters only for names.',
  invalidPhone: 'Enter a phone number with digits only.',
  tooLong: 'This is too long. Please shorten it.',
  limited: 'We have received many messages from you recently. Please try again later.',
} as const;
