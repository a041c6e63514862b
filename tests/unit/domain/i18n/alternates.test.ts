import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
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

  it('links no page to a twin that does not exist: a page written for every language has twins, another is English only', () => {
    const pages = path.resolve(__dirname, '../../../../src/pages');
    const address = (file: string) => `/${file.replace(/\.astro$/, '')}`.replace(/^\/index$/, '/');
    const everyLanguage = readdirSync(path.join(pages, '[...lang]')).map((file) => ({ page: address(file), twins: true }));
    const englishOnly = readdirSync(pages)
      .filter((f) => f.endsWith('.astro'))
      .map((file) => ({ page: address(file), twins: false }));
    expect(everyLanguage.length).toBeGreaterThan(20);
    for (const { page, twins } of [...everyLanguage, ...englishOnly]) {
      expect({ page, linked: otherLanguages(page).length > 0 }).toEqual({ page, linked: twins });
      expect(alternates(page).length > 0).toBe(twins);
    }
    expect(englishOnly.map((p) => p.page).sort()).toEqual([...ENGLISH_ONLY].sort());
  });
});
