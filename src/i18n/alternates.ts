// The addresses of one page in every language, for <link rel="alternate" hreflang> and the
// language link in the header and footer.
import { DEFAULT_LANGUAGE, LANGUAGES, localePath, pathLanguage, type Language } from './languages';

export interface Alternate {
  /** The hreflang value: a language code, or "x-default" for the address a search engine falls back to. */
  hreflang: string;
  path: string;
}

/** A page's address as parents see it: a built page's "/sw/book-class.html" is "/sw/book-class". */
export function pageAddress(pathname: string): string {
  const bare = pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/$/, '$1');
  return bare || '/';
}

/**
 * Pages that exist in English only: the mentors' and staff's consoles (the console stays
 * English) and the one not-found page, which says it in every language itself. They get no
 * alternates and no language link, which would lead to an address that does not exist.
 */
export const ENGLISH_ONLY = ['/mentor', '/staff', '/404'];

const hasTwins = (english: string) => !ENGLISH_ONLY.includes(english);

/** The page at `path` (any language's address) in every language, then x-default (English). */
export function alternates(path: string): Alternate[] {
  const english = pathLanguage(pageAddress(path)).path;
  if (!hasTwins(english)) return [];
  return [
    ...LANGUAGES.map((l) => ({ hreflang: l.code, path: localePath(english, l.code) })),
    { hreflang: 'x-default', path: english },
  ];
}

/** The languages other than the page's, each with the same page's address in it. */
export function otherLanguages(path: string): { language: Language; name: string; path: string }[] {
  const { language, path: english } = pathLanguage(pageAddress(path));
  if (!hasTwins(english)) return [];
  return LANGUAGES.filter((l) => l.code !== language).map((l) => ({
    language: l.code,
    name: l.name,
    path: localePath(english, l.code),
  }));
}

/** The address of an English `href` (a path, maybe with a #section) on a page in `language`. */
export function localeHref(href: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const path = at === -1 ? href : href.slice(0, at);
  const rest = at === -1 ? '' : href.slice(at);
  return localePath(path || '/', language) + rest;
}
