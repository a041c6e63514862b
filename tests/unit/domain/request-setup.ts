// Shared by the request parsers' property tests (request-*.test.ts): the fixed clock and day,
// the sentences the forms say, and `verdict`, the promise each parser keeps: no exception,
// and either a request or a 4xx in the forms' own words.
import { expect } from 'vitest';
import { COUNTRIES } from '../../../src/domain/countries';
import { words as messages } from '../../../src/i18n/en/messages';
import { isDocumentId, type Parsed } from '../../../src/domain/request';
import { dateWindow } from '../../../src/domain/slots';
import { words as staffMessages } from '../../../src/i18n/en/console/staff';
import { BULK_MAX, REASON_MAX } from '../../../src/domain/staff/limits';
import { mentors } from '../../../functions/src/platform/content';
import { words as leaveMessages } from '../../../src/i18n/en/console/leave';
import { words as childMessages } from '../../../src/i18n/en/children';
import { words as enrollMessages } from '../../../src/i18n/en/enroll';
import { words as subscriptionMessages } from '../../../src/i18n/en/subscription';
import { pathBreakers } from '../../support/malformed';
import { LANGUAGES } from '../../../src/i18n/languages';

export const now = new Date('2026-03-10T06:30:00Z');
/** The English words the parsers are given (a function gives its request's language's). */
export const english = { messages, children: childMessages, enroll: enrollMessages, subscription: subscriptionMessages };
/** The languages a family or a booking may choose, as the functions give the schemas them. */
export const languageCodes = LANGUAGES.map((l) => l.code);
export const day = dateWindow(now, 7)[3]!;
export const token = 'A'.repeat(43);
export const runs = { numRuns: 300 };

/** Every sentence the forms say, so a refusal can be checked to be one of them. */
export function sentences(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}
export const mentorIds = mentors.map((t) => t.id);

export const formWords = new Set([
  ...sentences(messages),
  ...sentences(staffMessages),
  ...sentences(childMessages),
  ...sentences(enrollMessages),
  ...sentences(subscriptionMessages),
  ...sentences(leaveMessages),
  ...COUNTRIES.map((c) => messages.booking.invalidPhone(c.name)),
  staffMessages.reasonTooLong(REASON_MAX),
  staffMessages.badBulk(BULK_MAX),
]);

/** The common promise: no exception, and either a request or a 4xx with words to show. */
export function verdict<T>(read: () => Parsed<T>, words = formWords): Parsed<T> {
  const parsed = read();
  if (!parsed.ok) {
    expect([400, 401, 403, 404]).toContain(parsed.http);
    expect(typeof parsed.body.status).toBe('string');
    // An email refused for one character names it after the plain refusal sentence (messages.email.character).
    const named = parsed.body.message.startsWith(`${messages.email.invalid} It cannot contain `);
    if (words.size && !named) expect(words, JSON.stringify(parsed.body)).toContain(parsed.body.message);
  }
  return parsed;
}

export const isSafeId = (id: string) => isDocumentId(id) && !pathBreakers.includes(id);
