import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ENGLISH_ONLY, alternates, localeHref, otherLanguages, pageAddress } from '../../../../src/i18n/alternates';

describe('a page in every language', () => {
  it('reads a built page address as parents see it', () => {
    expect(pageAddress('/index.html')).toBe('/');
    expect(pageAddress('/sw.html')).toBe('/sw');
    expect(pageAddress('/sw/book-class.html')).toBe('/sw/book-class');
    expect(pageAddress('/book-class')).toBe('/book-class');
    expect(pageAddress('/faq/')).toBe('/faq');
  });

  it('lists the same page in each language, then English as x-default, from either address', () => {
    const expected = [
      { hreflang: 'en', path: '/book-class' },
      { hreflang: 'sw', path: '/sw/book-class' },
      { hreflang: 'x-default', path: '/book-class' },
    ];
    expect(alternates('/book-class')).toEqual(expected);
    expect(alternates('/sw/book-class.html')).toEqual(expected);
    expect(alternates('/sw.html')).toEqual([
      { hreflang: 'en', path: '/' },
      { hreflang: 'sw', path: '/sw' },
      { hreflang: 'x-default', path: '/' },
    ]);
  });

  it('links each page to itself in the other language', () => {
    expect(otherLanguages('/pricing.html')).toEqual([{ language: 'sw', name: 'Kiswahili', path: '/sw/pricing' }]);
    expect(otherLanguages('/sw/pricing.html')).toEqual([{ language: 'en', name: 'English', path: '/pricing' }]);
    expect(otherLanguages('/index.html')).toEqual([{ language: 'sw', name: 'Kiswahili', path: '/sw' }]);
  });

  it("keeps a page's own links in its language, sections and queries included", () => {
    expect(localeHref('/book-class', 'sw')).toBe('/sw/book-class');
    expect(localeHref('/#programs', 'sw')).toBe('/sw#programs');
    expect(localeHref('/programs#scratch', 'sw')).toBe('/sw/programs#scratch');
    expect(localeHref('/pay?plan=elite', 'sw')).toBe('/sw/pay?plan=elite');
    expect(localeHref('/book-class', 'en')).toBe('/book-class');
    // Placeholders and other sites stay as they are.
    expect(localeHref('#', 'sw')).toBe('#');
    expect(localeHref('https://example.com/x', 'sw')).toBe('https://example.com/x');
  });

  it('links no page to a twin that does not exist: each page has its /sw/ twin or is English only', () => {
    const pages = path.resolve(__dirname, '../../../../src/pages');
    for (const file of readdirSync(pages).filter((f) => f.endsWith('.astro'))) {
      const english = `/${file.replace(/\.astro$/, '')}`.replace(/^\/index$/, '/');
      const twin = existsSync(path.join(pages, 'sw', file));
      expect({ page: english, linked: otherLanguages(english).length > 0 }).toEqual({ page: english, linked: twin });
      expect(alternates(english).length > 0).toBe(twin);
    }
    expect(ENGLISH_ONLY.every((p) => existsSync(path.join(pages, `${p.slice(1)}.astro`)))).toBe(true);
  });
});
