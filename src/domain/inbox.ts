// What parents send from the landing contact form and the footer "Got Questions?" box:
// the limits, the checks with their messages, and the fields stored. The form runs these
// before sending and the message function runs them again before storing, so the two
// can never disagree.
import { emailMessage, isValidEmail, normalEmail, EMAIL_MAX } from './email';
import type { Messages } from '../i18n/en/messages';
import { words as contactMessages } from '../i18n/en/messages/contact';
import { words as emailMessages } from '../i18n/en/messages/email';
import { isValidName } from './names';
import { cleanText, hasVisibleText, trimSpaces } from './text';

/** Longest text per field (the form cuts typing here; the function refuses beyond). */
export const CONTACT_LIMITS = { firstName: 80, lastName: 80, phone: 30, email: EMAIL_MAX, company: 120, message: 2000 } as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
export type ContactMessage = Record<ContactField, string>;

/** A phone number as people write one: digits with spaces, + ( ) - . between them. */
const PHONE_TEXT = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

export interface Problem {
  field: ContactField;
  message: string;
}

/** The first problem with a contact message, field by field in the form's order, or null;
 *  worded in `words`' language. */
export function contactProblem(
  input: ContactMessage,
  words: Pick<Messages, 'contact' | 'email'> = { contact: contactMessages, email: emailMessages },
): Problem | null {
  const firstName = trimSpaces(input.firstName);
  const lastName = trimSpaces(input.lastName);
  const phone = trimSpaces(input.phone);
  const company = cleanText(input.company);
  const message = cleanText(input.message);
  const checks: [ContactField, boolean, string][] = [
    ['firstName', isValidName(firstName), firstName ? words.contact.invalidName : words.contact.missingFirstName],
    ['lastName', isValidName(lastName), lastName ? words.contact.invalidName : words.contact.missingLastName],
    ['phone', phone === '' || (phone.length <= CONTACT_LIMITS.phone && PHONE_TEXT.test(phone)), words.contact.invalidPhone],
    ['email', isValidEmail(input.email), emailMessage(input.email, words) ?? ''],
    ['company', company.length <= CONTACT_LIMITS.company, words.contact.tooLong],
    ['message', hasVisibleText(message), words.contact.missingMessage],
    ['message', message.length <= CONTACT_LIMITS.message, words.contact.tooLong],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

/** The contactMessages document's text fields, or null when the message is refused. */
export function contactFields(input: ContactMessage): ContactMessage | null {
  if (contactProblem(input)) return null;
  return {
    firstName: trimSpaces(input.firstName),
    lastName: trimSpaces(input.lastName),
    phone: trimSpaces(input.phone),
    email: normalEmail(input.email),
    company: cleanText(input.company),
    message: cleanText(input.message),
  };
}

/** Reads a contact message out of a request body: every field a string (a missing
 *  optional field is empty), or null when the body is not that shape. */
export function readContactMessage(body: unknown): ContactMessage | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const out = {} as ContactMessage;
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const value = record[field] ?? '';
    // Twice the limit is plenty for spaces the rules trim; more is not a form's doing.
    if (typeof value !== 'string' || value.length > 2 * CONTACT_LIMITS[field] + 20) return null;
    out[field] = value;
  }
  return out;
}

/** The questions document's email, or null when the address is refused. */
export function questionEmail(input: unknown): string | null {
  return typeof input === 'string' && input.length <= 2 * EMAIL_MAX && isValidEmail(input) ? normalEmail(input) : null;
}
