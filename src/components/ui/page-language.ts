// The language of the page being built, from its address (/sw/... is Kiswahili).
import { DEFAULT_LANGUAGE, pathLanguage, type Language } from '../../i18n/languages';
import { pageAddress } from '../../i18n/alternates';

export function pageLanguage(url: URL): Language {
  return pathLanguage(pageAddress(url.pathname)).language;
}

/**
 * The lang attribute for a text in `text`'s language on a page in `page`'s: none where they
 * agree, so only a text left in English (a name, a project's title) on another language's
 * page is marked, and an English page stays as it was.
 */
export function textLanguage(page: Language, text: Language = DEFAULT_LANGUAGE): Language | undefined {
  return text === page ? undefined : text;
}
