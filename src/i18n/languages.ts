// The languages the site speaks and their address prefixes. English stays at today's addresses;
// every other language lives under its own prefix (/sw/...): each page of src/pages/[...lang]/
// is built once per entry here. Adding a language: src/i18n/README.md.

export const LANGUAGES = [
  { code: 'en', intl: 'en-KE', name: 'English', prefix: '' },
  { code: 'sw', intl: 'sw-KE', name: 'Kiswahili', prefix: '/sw' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The language a stored or sent value names, English when it names none we speak. */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag `Intl` formats dates, times and money with. */
export function intlLocale(language: Language): string {
  return LANGUAGES.find((l) => l.code === language)!.intl;
}

/** The address of `path` (an English address, e.g. "/book-class") in `language`. */
export function localePath(path: string, language: Language): string {
  const prefix = LANGUAGES.find((l) => l.code === language)!.prefix;
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language an address is in, and its English address. */
export function pathLanguage(path: string): { language: Language; path: string } {
  for (const l of LANGUAGES) {
    if (l.prefix && (path === l.prefix || path.startsWith(`${l.prefix}/`))) {
      return { language: l.code, path: path.slice(l.prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** A family's language as the staff console names it ("English", "Kiswahili"): the console stays
 *  English, but staff answering a family should know which language it reads. */
export function languageName(value: unknown): string {
  const code = languageOr(value);
  return LANGUAGES.find((l) => l.code === code)!.name;
}
