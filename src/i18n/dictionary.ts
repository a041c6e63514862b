// A message module's words in every language: English is the reference shape, each other
// language a twin of the same keys. TypeScript catches a missing key in our code; the build
// (and a unit test) walk the twins at run time too, so a dictionary added as data is checked
// the same way and the error names the key and the language.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type Dictionaries<T> = { readonly [L in Language]: T };

/** The words of `dictionaries` in `language`. */
export function wordsIn<T>(dictionaries: Dictionaries<T>, language: Language): T {
  return dictionaries[language] ?? dictionaries[DEFAULT_LANGUAGE];
}

/** Every key path of `reference` that `twin` lacks or holds in another kind (text against function). */
export function missingKeys(reference: unknown, twin: unknown, path = ''): string[] {
  if (reference === null || typeof reference !== 'object') {
    const same = typeof twin === typeof reference && (typeof twin !== 'string' || twin.trim() !== '');
    return same ? [] : [path];
  }
  if (twin === null || typeof twin !== 'object') return [path];
  return Object.entries(reference as Record<string, unknown>).flatMap(([key, value]) =>
    missingKeys(value, (twin as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
  );
}

/** "sw: booking.title" lines for every key some language lacks, across named dictionaries. */
export function dictionaryProblems(named: Record<string, Dictionaries<unknown>>): string[] {
  return Object.entries(named).flatMap(([name, dictionaries]) =>
    LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).flatMap((l) =>
      missingKeys(dictionaries[DEFAULT_LANGUAGE], dictionaries[l.code]).map((key) => `${l.code}: ${name}.${key}`),
    ),
  );
}
