// messages.ts's question area (the footer's "Got Questions?" box): a module of its own, so an
// island that shows these words loads none of the other areas. messages.ts gathers every area;
// the Kiswahili twin is this area of messages.sw.ts.
import { invalidEmail } from './email';

export const questionMessages = {
  sent: "Thank you! We'll email you soon.",
  failed: 'Sorry, that did not send. Please try again.',
  invalidEmail,
  limited: 'We have received many questions from you recently. Please try again later.',
} as const;
