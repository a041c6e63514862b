import { describe, expect, it } from 'vitest';
import { dictionaries as DICTIONARIES } from '../../../../src/i18n/registry';
import { dictionaryProblems, missingKeys } from '../../../../src/i18n/dictionary';
import { LANGUAGES } from '../../../../src/i18n/languages';
import { words as messages } from '../../../../src/i18n/en/messages';
import { words as bookingWords } from '../../../../src/i18n/en/booking';
import { enrollMessages } from '../../../../src/domain/enrollment/messages';
import { childMessages } from '../../../../src/domain/enrollment/children';
import { subscriptionMessages } from '../../../../src/domain/enrollment/subscription';
import { words as classMessages } from '../../../../src/i18n/en/classes';

/** The dictionaries of words (the family mails, whole templates, are checked in tests/unit/domain/mail;
 *  classDates holds date formatters, which take dates rather than sample words). */
const WORDS = Object.entries(DICTIONARIES).filter(([name]) => name !== 'familyMails' && name !== 'classDates');

/** Every text of a dictionary, functions called with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return texts((value as (...a: unknown[]) => unknown)('X', 'Y', 'Z'));
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('interface dictionaries', () => {
  it('hold every key in every language', () => {
    expect(dictionaryProblems(DICTIONARIES)).toEqual([]);
  });

  it('register every message module a parent reads, with its English object as the reference', () => {
    const english = Object.values(DICTIONARIES).map((d) => d.en);
    for (const module of [messages, bookingWords, enrollMessages, childMessages, subscriptionMessages, classMessages])
      expect(english).toContain(module);
  });

  it('give a non-empty text for every key, called or not, in every language', () => {
    for (const [name, dictionaries] of WORDS)
      for (const { code } of LANGUAGES) {
        const all = texts(dictionaries[code]);
        expect(all.length, `${code}: ${name}`).toBe(texts(dictionaries.en).length);
        for (const text of all) expect(text.trim(), `${code}: ${name}`).not.toBe('');
      }
  });

  it('names a key that a twin lacks', () => {
    const { booking, ...rest } = DICTIONARIES.messages!.sw as typeof messages;
    expect(missingKeys(messages, { ...rest, booking: { ...booking, confirm: '' } })).toEqual(['booking.confirm']);
  });

  // A name ("WhatsApp") is the same in every language; a sentence is not.
  it('are written in Kiswahili, not copied from English', () => {
    for (const [name, dictionaries] of WORDS) {
      const en = texts(dictionaries.en);
      const sw = texts(dictionaries.sw);
      const same = sw.filter((text, i) => text === en[i] && /[a-z]{3} [a-z]{3}/i.test(text));
      expect(same, name).toEqual([]);
    }
  });
});
