// No English on a Kiswahili page: every built /sw page (dist/sw.html and dist/sw/**/*.html, after
// `npm run build:site`) is read for text, alt, title, aria-label, placeholder, the meta
// descriptions and the JSON-LD, and nothing outside lang="en" may read as English
// (english-on-page.ts says how a text is judged). Without a build there is nothing to read, and
// the sweep says so instead of passing in silence.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishOn, isEnglish } from './english-on-page';

const dist = path.resolve(import.meta.dirname, '../../../dist');

// What the sweep still finds in files other workers own (src/pages/**, the islands), as
// "page | where: text". The lead empties this once those branches are merged; a line that no
// longer turns up fails too, so the list only shrinks.
const KNOWN: string[] = [
  // src/pages/about.astro: the countries' names (country.name, not localized(country, 'name', language)).
  'about.html | meta description',
  'about.html | meta og:description',
  'about.html | text: South Africa',
  // The booking island's country list (countries.yaml's English names).
  'book-class.html | text: South Africa',
  // src/pages/careers.astro: the apply link's sr-only role title lacks lang={rolesLang}.
  'careers.html | text: : Python & AI Mentor',
  'careers.html | text: : Scratch & Early Years Mentor',
  'careers.html | text: : Student Success Coordinator',
];

/** Every built Kiswahili page, by its path under dist/. */
function kiswahiliPages(): string[] {
  const home = existsSync(path.join(dist, 'sw.html')) ? ['sw.html'] : [];
  const under = (readdirSync(path.join(dist, 'sw'), { recursive: true }) as string[])
    .filter((name) => name.endsWith('.html'))
    .map((name) => `sw/${name}`);
  return [...home, ...under].sort();
}

describe('what reads as English', () => {
  it('finds sentences, half-English labels and the words no Kiswahili text holds, and passes names and loanwords', () => {
    for (const text of [
      'Nairobi, Kenya (classes are 100% online)',
      'South Africa',
      'LIVE',
      'Python Mentor',
      'Njeri M., parent, Nairobi',
    ])
      expect(isEnglish(text), text).toBe(true);
    for (const text of [
      'Amani Otieno',
      'Njeri M., mzazi, Nairobi',
      'Kompyuta ya mezani au laptop yenye Chrome',
      'Kenya, Uganda, Tanzania, Nigeria na Afrika Kusini',
      'MUBASHARA',
      'Mwalimu mshauri wa Python',
    ])
      expect(isEnglish(text), text).toBe(false);
  });

  it('reads text and attributes, meta descriptions and JSON-LD, and skips what is marked lang="en"', () => {
    const html = [
      '<html lang="sw"><head><meta name="description" content="Book your free trial class today">',
      '<script type="application/ld+json">{"@type":"Course","courseMode":"online","name":"Scratch Programming with AI","description":"The best class for you"}</script></head>',
      '<body><p>Habari yako</p><p lang="en">The Tortoise and the Drum</p><img alt="A child at the computer">',
      '<span>LIVE</span></body></html>',
    ].join('');
    expect(englishOn(html)).toEqual([
      'text: LIVE',
      'alt: A child at the computer',
      'meta description: Book your free trial class today',
      'JSON-LD: The best class for you',
    ]);
  });
});

describe.skipIf(!existsSync(path.join(dist, 'sw')))('the built Kiswahili pages', () => {
  it('hold no English outside lang="en" (beyond the known list others are fixing)', () => {
    const found = kiswahiliPages().flatMap((page) =>
      englishOn(readFileSync(path.join(dist, page), 'utf8')).map((line) => `${page.replace(/^sw\//, '')} | ${line}`),
    );
    const known = (line: string) => KNOWN.some((k) => line.startsWith(k));
    expect(
      found.filter((line) => !known(line)),
      'English on a Kiswahili page: translate it, or mark a name lang="en"',
    ).toEqual([]);
    expect(
      KNOWN.filter((k) => !found.some((line) => line.startsWith(k))),
      'fixed: take these out of KNOWN',
    ).toEqual([]);
  }, 60_000);
});
