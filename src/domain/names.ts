// The name rule shared by every form and every function that stores a name: letters of
// any script with their marks, spaces, apostrophes and hyphens; anything else is dropped
// as the parent types. Its own small module so the payment card does not load the
// booking rules (time zones, phones).
import { trimSpaces } from './text';

/** Longest accepted name; firestore.rules enforces the same limit for bookings. */
export const NAME_MAX = 80;

/** Most combining marks one letter carries in a real name: Vietnamese and Yoruba stack
 *  two (ệ, ọ̀), pointed Hebrew three; a pile beyond that only smears over the next line. */
export const MARKS_PER_LETTER = 4;

// Letters that draw nothing: the Hangul fillers U+3164, U+115F, U+1160 and U+FFA0 are
// letters to Unicode but blank on screen. Unicode lists them, the zero-width characters
// and the bidi controls as Default_Ignorable_Code_Point.
const NOT_NAME = /[^\p{L}\p{M} '’-]|\p{Default_Ignorable_Code_Point}/gu;
// Marks must sit on a letter: none at the start or after a space or apostrophe.
const LOOSE_MARKS = /(^|[^\p{L}\p{M}])\p{M}+/gu;
const MARK_PILE = new RegExp(`(\\p{L}\\p{M}{${MARKS_PER_LETTER}})\\p{M}+`, 'gu');

/** Keeps letters of any script (with at most MARKS_PER_LETTER combining marks each),
 *  spaces, apostrophes and hyphens; drops everything else, as the parent types. */
export function filterName(value: string): string {
  return value.replace(NOT_NAME, '').replace(LOOSE_MARKS, '$1').replace(MARK_PILE, '$1').slice(0, NAME_MAX);
}

/** A usable name: at least one visible letter once trimmed, nothing the filter would
 *  drop, within the length limit. */
export function isValidName(value: string): boolean {
  const name = trimSpaces(value);
  return name.length > 0 && name.length <= NAME_MAX && /\p{L}/u.test(name) && filterName(name) === name;
}

/** A name from outside the forms (Paystack's metadata, an old record) made safe to store
 *  and show: what the name rule would drop is dropped, runs of spaces closed up; '' when
 *  nothing usable is left. */
export function cleanName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = filterName(value.slice(0, 4 * NAME_MAX).replace(/\s+/g, ' '))
    .replace(/ {2,}/g, ' ')
    .trim();
  return isValidName(name) ? name : '';
}
