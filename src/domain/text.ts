// Text that comes from outside (a form, a request, Paystack's metadata): what counts as
// ordinary spacing, and which characters never belong in what we store. Shared by the
// name, email and inbox rules, in the browser and in the functions alike.

/** Trims only ordinary spacing (space, tab, line breaks): a non-breaking space, a vertical
 *  tab or an invisible character at either end stays, so the rule that reads it refuses it. */
export function trimSpaces(value: string): string {
  return value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/**
 * Characters that are no part of a message's text: control characters other than tab and
 * line break, and the bidirectional embeddings, overrides and isolates (U+202A..U+202E,
 * U+2066..U+2069) that make text read differently from how it is stored.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const STRAY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Free text (a message, a company name) with stray control and bidi characters removed,
 *  Windows line breaks made plain, then trimmed. */
export function cleanText(value: string): string {
  return trimSpaces(value.replace(/\r\n?/g, '\n').replace(STRAY, ''));
}

/** Whether the text shows something: a letter, digit, punctuation or symbol. */
export function hasVisibleText(value: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(value.replace(/\p{Default_Ignorable_Code_Point}/gu, ''));
}
