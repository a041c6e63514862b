// Content in the page's language. An entry keeps its English fields as they are and may carry
// a twin per other language under that language's code (`sw: { title: ... }`); a field the
// twin lacks shows in English, and the build lists it (untranslated below).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';

type Twins = { [L in Language]?: Record<string, unknown> };

/** Whether `entry` gives its own text for `field` in `language` (English is the entry's own fields). */
export function hasText(entry: object, field: string, language: Language): boolean {
  const value = language === DEFAULT_LANGUAGE ? (entry as Record<string, unknown>)[field] : (entry as Twins)[language]?.[field];
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
}

/** `entry[field]` in `language`, falling back to English when the entry has no text for it. */
export function localized<T extends object, K extends keyof T & string>(entry: T, field: K, language: Language): T[K] {
  if (language === DEFAULT_LANGUAGE || !hasText(entry, field, language)) return entry[field];
  return (entry as Twins)[language]![field] as T[K];
}

/** Link lists (settings' footer) with their labels in `language`. */
export function localizedLinks<T extends { label: string; href: string }>(links: T[], language: Language) {
  return links.map((link) => ({ href: link.href, label: localized(link, 'label', language) }));
}

/**
 * "sw: courses.yaml grandmaster title" for every field of `fields` that an entry of `file`
 * has in English and lacks in another language: what that language's pages show in English.
 */
export function untranslated<T extends { id: string }>(file: string, entries: T[], fields: readonly string[]): string[] {
  return LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).flatMap((l) =>
    entries.flatMap((entry) =>
      fields
        .filter((field) => hasText(entry, field, DEFAULT_LANGUAGE) && !hasText(entry, field, l.code))
        .map((field) => `${l.code}: ${file} ${entry.id} ${field}`),
    ),
  );
}

/** `entry` without its translations (the fields named by a language code): what a card shows once
 *  its texts are localized, whatever languages the list holds. */
export function withoutTranslations<T extends object>(entry: T): Omit<T, Language> {
  const codes = new Set<string>(LANGUAGES.map((l) => l.code));
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !codes.has(key))) as Omit<T, Language>;
}
