// The spec's simple email pattern (text, @, text, dot, text), in its own module so the
// footer and contact scripts can check an address without loading the booking rules.
import { trimSpaces } from './text';

export const EMAIL_MAX = 254;

/** Text, @, text, dot, text; no spacing of any kind (a non-breaking space or a vertical
 *  tab included), no control, format or invisible character anywhere. */
export const EMAIL_PATTERN =
  /^[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+@[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+\.[^\s@\p{C}\p{Default_Ignorable_Code_Point}]+$/u;

/** The address as it is stored: ordinary spaces around it trimmed, nothing else changed. */
export function normalEmail(value: string): string {
  return trimSpaces(value);
}

export function isValidEmail(value: string): boolean {
  const email = normalEmail(value);
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
