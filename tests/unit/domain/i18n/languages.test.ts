import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageOr, localePath, pathLanguage } from '../../../../src/i18n/languages';

describe('languages', () => {
  it('keeps English at its addresses and puts the others under their prefix', () => {
    expect(localePath('/book-class', 'en')).toBe('/book-class');
    expect(localePath('/book-class', 'sw')).toBe('/sw/book-class');
    expect(localePath('/', 'sw')).toBe('/sw');
  });

  it('reads an address back to its language and English address', () => {
    for (const l of LANGUAGES) {
      for (const path of ['/', '/book-class', '/faq'])
        expect(pathLanguage(localePath(path, l.code))).toEqual({ language: l.code, path });
    }
    expect(pathLanguage('/swag').language).toBe('en');
  });

  it('takes English for a language it does not speak', () => {
    expect(languageOr('sw')).toBe('sw');
    expect(languageOr('fr')).toBe('en');
    expect(languageOr(undefined)).toBe('en');
  });

  it('formats money and dates in each language through Intl', () => {
    const kes = (l: string) => new Intl.NumberFormat(l, { style: 'currency', currency: 'KES' }).format(2500);
    for (const l of LANGUAGES) expect(kes(l.intl)).toMatch(/2,500/);
    expect(new Intl.DateTimeFormat('sw-KE', { weekday: 'long', timeZone: 'UTC' }).format(new Date('2026-11-30T12:00:00Z'))).toBe(
      'Jumatatu',
    );
  });
});

import { dictionaryProblems, missingKeys, wordsIn } from '../../../../src/i18n/dictionary';

describe('dictionaries', () => {
  const en = { title: 'Book', nested: { ok: 'OK', count: (n: number) => `${n} seats` } };
  it('names each key a twin lacks, empty or of another kind', () => {
    expect(missingKeys(en, { title: 'Weka', nested: { ok: '', count: 'viti' } })).toEqual(['nested.ok', 'nested.count']);
    expect(missingKeys(en, { title: 'Weka' })).toEqual(['nested']);
    expect(missingKeys(en, { title: 'Weka', nested: { ok: 'Sawa', count: (n: number) => `viti ${n}` } })).toEqual([]);
  });
  it('names the dictionary, the key and the language', () => {
    expect(dictionaryProblems({ booking: { en, sw: { title: 'Weka', nested: { ok: 'Sawa' } } as never } })).toEqual([
      'sw: booking.nested.count',
    ]);
  });
  it('picks the words of a language', () => {
    expect(wordsIn({ en: 'Book', sw: 'Weka' }, 'sw')).toBe('Weka');
  });
});
