// The messages area's email part (every form's email message): a file of its own, so an island that shows these
// words loads no other part (index.ts gathers them for the build and the functions).
import type { Wording } from '../../wording';
/** Said wherever an email address is refused: payments, booking, contact, questions. */
const invalidEmail = 'Enter a valid email address.';

/** The character that keeps an address from being one plain mailbox, as the message names it. */
function emailCharacter({ character, invisible, space }: { character: string; invisible: boolean; space: boolean }): string {
  if (space) return 'a space';
  if (invisible) return 'an invisible character';
  if (character === '"') return 'quotation marks';
  if (character === '@') return 'a second "@"';
  if (character === ',' || character === ';') return `"${character}": please give one address only`;
  return `"${character}"`;
}

export const words = {
  invalid: invalidEmail,
  character: (fault: { character: string; invisible: boolean; space: boolean }) =>
    `${invalidEmail} It cannot contain ${emailCharacter(fault)}.`,
} as const;

export type EmailMessages = Wording<typeof words>;
