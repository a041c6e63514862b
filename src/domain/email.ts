// The one email rule of the site and the functions: a single plain mailbox, text @ text
// . text. In its own module so the footer and contact scripts can check an address
// without loading the booking rules.
//
// Plain means what a mailer cannot read as anything else: no display name
// (`Bob<bob@example.com>`), no list (`a@x.co,b@y.co`, `a@x.co;b@y.co`), no quoted or
// commented parts, no second @. Each of those would let one family's address be spelled
// many ways (past the per-family limits), or store one address while mail goes to another.
import type { Messages } from '../i18n/en/messages';
import { words as emailMessages } from '../i18n/en/messages/email';
import { trimSpaces } from './text';

export const EMAIL_MAX = 254;

/** Text, @, text, dot, text; no spacing of any kind (a non-breaking space or a vertical
 *  tab included), no control, format or invisible character anywhere. */
export const EMAIL_PATTERN =
  /^[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+@[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+\.[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+$/u;

/** A character an address may hold: letters and digits of any script, and the symbols
 *  RFC 5322 allows unquoted (`.` `_` `-` `+` and a few more). Everything else is refused. */
const MAILBOX_CHARACTER = /^[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~-]$/u;
const INVISIBLE = /^[\p{C}\p{Default_Ignorable_Code_Point}]$/u;
const SPACE = /^\s$/u;

/** What is wrong with an address: a character it cannot hold (the first one), or its shape. */
export type EmailFault = { kind: 'character'; character: string; invisible: boolean; space: boolean } | { kind: 'shape' };

/** The address as it is stored: ordinary spaces around it trimmed, nothing else changed. */
export function normalEmail(value: string): string {
  return trimSpaces(value);
}

/** Why this address is refused, or null when it is one plain mailbox. */
export function emailFault(value: string): EmailFault | null {
  const email = normalEmail(value);
  let ats = 0;
  for (const character of email) {
    if (character === '@' && ++ats === 1) continue;
    // Invisible before letters: a Hangul filler is a "letter" nobody can see.
    const invisible = INVISIBLE.test(character);
    if (character === '@' || invisible || !MAILBOX_CHARACTER.test(character)) {
      return { kind: 'character', character, invisible, space: SPACE.test(character) };
    }
  }
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? null : { kind: 'shape' };
}

/** The key of a family by email: the same address however it is capitalised or spaced. */
export function familyEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return emailFault(value) === null;
}

/** The message for a refused address (the one sentence every form says, then the character to take out),
 *  or null when the address is fine; in the language of `words` (English unless given). */
export function emailMessage(value: string, words: Pick<Messages, 'email'> = { email: emailMessages }): string | null {
  const fault = emailFault(value);
  if (!fault) return null;
  return fault.kind === 'shape' ? words.email.invalid : words.email.character(fault);
}
