import { describe, expect, it } from 'vitest';
import { dictionaries as DICTIONARIES } from '../../../../src/i18n/registry';
import { dictionaryProblems, missingKeys } from '../../../../src/i18n/dictionary';
import { LANGUAGES } from '../../../../src/i18n/languages';
import { words as messages } from '../../../../src/i18n/en/messages';
import { words as bookingWords } from '../../../../src/i18n/en/booking';
import { words as enrollMessages } from '../../../../src/i18n/en/enroll';
import { words as childMessages } from '../../../../src/i18n/en/children';
import { words as subscriptionMessages } from '../../../../src/i18n/en/subscription';
import { words as classMessages } from '../../../../src/i18n/en/classes';

/** The dictionaries of words (`formats` and `classDates`, each language's grammar for dates and
 *  times, are checked with real values in tests/unit/i18n/formats.test.ts and the classes' tests). */
const WORDS = Object.entries(DICTIONARIES).filter(([name]) => name !== 'formats' && name !== 'classDates');

/** Sample arguments: any text, then a date (a slot, a zone) or a clock time for the areas that format them (dates). */
const SAMPLES = [['X', 'Y', 'Z'], ['2026-11-26', '10:00', 'Africa/Nairobi'], ['10:00']];

/** What a dictionary's function says with the first sample arguments it takes. */
function called(f: (...a: unknown[]) => unknown): unknown {
  for (const sample of SAMPLES.slice(0, -1)) {
    try {
      return f(...sample);
    } catch {
      // A formatter of dates refuses 'X': the next sample.
    }
  }
  return f(...SAMPLES.at(-1)!);
}

/** Every text of a dictionary, functions called with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return texts(called(value as (...a: unknown[]) => unknown));
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

  // English's clock time says it all, so its `dates.clockReading` is empty by design; a text is
  // empty only where English's is.
  it('give a non-empty text for every key, called or not, in every language', () => {
    for (const [name, dictionaries] of WORDS) {
      const english = texts(dictionaries.en);
      for (const { code } of LANGUAGES) {
        const all = texts(dictionaries[code]);
        expect(all.length, `${code}: ${name}`).toBe(english.length);
        all.forEach((text, i) => {
          if (english[i] !== '') expect(text.trim(), `${code}: ${name}`).not.toBe('');
        });
      }
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
