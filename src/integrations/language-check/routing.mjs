// @ts-check
// Astro's i18n routing and the sitemap's alternates, both read from the one list of languages.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages.ts';

/** English at today's addresses (no prefix); every other language under its code. */
export const i18nRouting = {
  locales: LANGUAGES.map((l) => l.code),
  defaultLocale: DEFAULT_LANGUAGE,
  routing: { prefixDefaultLocale: false },
};

/** The sitemap's hreflang values are the same codes as each page's <html lang>. */
export const sitemapI18n = {
  defaultLocale: DEFAULT_LANGUAGE,
  locales: Object.fromEntries(LANGUAGES.map((l) => [l.code, l.code])),
};

/**
 * Adds the x-default alternate (the English address) to an address that has twins.
 * @param {import('@astrojs/sitemap').SitemapItem} item
 */
export function withDefaultAlternate(item) {
  const links = item.links ?? [];
  const english = links.find((link) => link.lang === DEFAULT_LANGUAGE);
  if (!english || links.some((link) => link.lang === 'x-default')) return item;
  // The sitemap shares one links array between twins: build a new one.
  return { ...item, links: [...links, { lang: 'x-default', url: english.url }] };
}
