// How a Kiswahili page is read for English (tests/support/english-on-page.ts): text, alt, title, aria-label,
// placeholder, the meta descriptions and the JSON-LD, outside lang="en". The sweep over every
// built /sw page is tests/e2e/kiswahili-english.spec.ts, which runs on the test run's own build.
import { describe, expect, it } from 'vitest';
import { englishOn, isEnglish } from '../../support/english-on-page';

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
