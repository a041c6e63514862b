// The messages area's question part (the footer's "Got Questions?" box): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
import { words as email } from './email';

export const words = {
  sent: "Thank you! We'll email you soon.",
  failed: 'Sorry, that did not send. Please try again.',
  invalidEmail: email.invalid,
  limited: 'We have received many questions from you recently. Please try again later.',
} as const;

export type QuestionMessages = Wording<typeof words>;
