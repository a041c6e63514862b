// Content in the page's language. An entry keeps its English fields as they are and may carry
// a twin per other language under that language's code (`sw: { title: ... }`); a field the
// twin lacks shows in English, and the build lists it (untranslated below).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/i18n/languages';

type Twins = { [L in Language]?: Record<string, unknown> };

/** `entry[field]` in `language`, falling back to English when the entry has no text for it. */
export function localized<T extends object, K extends keyof T & string>(entry: T, field: K, language: Language): T[K] {
  if (language === DEFAULT_LANGUAGE) return entry[field];
  const twin = (entry as Twins)[language]?.[field];
  const given = Array.isArray(twin) ? twin.length > 0 : typeof twin === 'string' && twin.trim() !== '';
  return given ? (twin as T[K]) : entry[field];
}

/** Link lists (settings' footer) with their labels in `language`. */
export function localizedLinks(links: { label: string; href: string }[], language: Language) {
  return links.map((link) => ({ href: link.href, label: localized(link, 'label', language) }));
}

/**
 * "sw: courses.yaml grandmaster title" for every field of `fields` that an entry of `file`
 * has in English and lacks in another language: what /sw/ pages show in English.
 */
export function untranslated(file: string, entries: { id: string }[], fields: readonly string[]): string[] {
  return LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).flatMap((l) =>
    entries.flatMap((entry) =>
      fields
        .filter((field) => (entry as Record<string, unknown>)[field] !== undefined)
        .filter(
          (field) => localized(entry as Record<string, unknown>, field, l.code) === (entry as Record<string, unknown>)[field],
        )
        .map((field) => `${l.code}: ${file} ${entry.id} ${field}`),
    ),
  );
}
