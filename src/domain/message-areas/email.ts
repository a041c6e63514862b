// messages.ts's email area (every form's email message): a module of its own, so an island that
// shows these words loads none of the other areas. messages.ts gathers every area; the Kiswahili
// twin is this area of messages.sw.ts.

/** Said wherever an email address is refused: payments, booking, contact, questions. */
export const invalidEmail = 'Enter a valid email address.';

/** The character that keeps an address from being one plain mailbox, as the message names it. */
function emailCharacter({ character, invisible, space }: { character: string; invisible: boolean; space: boolean }): string {
  if (space) return 'a space';
  if (invisible) return 'an invisible character';
  if (character === '"') return 'quotation marks';
  if (character === '@') return 'a second "@"';
  if (character === ',' || character === ';') return `"${character}": please give one address only`;
  return `"${character}"`;
}

export const emailMessages = {
  invalid: invalidEmail,
  character: (fault: { character: string; invisible: boolean; space: boolean }) =>
    `${invalidEmail} It cannot contain ${emailCharacter(fault)}.`,
} as const;
