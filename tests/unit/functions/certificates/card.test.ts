// A certificate's share card: drawn for that certificate (name as printed, course, level, valid
// or revoked) as a 1200x630 PNG, and named on its verification page by an address that
// changes when the certificate is revoked.
import { describe, expect, it } from 'vitest';
import { cardPng } from '../../../../functions/src/certificates/card';
import { cardSvg, fitLine } from '../../../../functions/src/certificates/card-svg';
import { verificationPage } from '../../../../functions/src/certificates/page-html';
import type { CertificateView } from '../../../../src/domain/certificates/certificate';

const certificate = (over: Partial<CertificateView> = {}): CertificateView => ({
  number: 'JC-TEST-0001',
  name: 'Wanjiru N.',
  course: 'Scratch <Games> & Stories',
  level: 'Level 2',
  awardedOn: '2026-03-01',
  mentor: '',
  accreditingBody: 'Kenya Institute of Curriculum Development',
  accreditationReference: 'KICD/ACC/2025/0117',
  status: 'valid',
  ...over,
});

/** Width and height from a PNG's header, after checking its signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("a certificate's share card", () => {
  it("says the child's name, the course, the level and that it is valid, escaped", () => {
    const svg = cardSvg('Test School', certificate());
    for (const text of ['Wanjiru N.', 'Scratch &lt;Games&gt; &amp; Stories', 'Level 2', 'Valid certificate', 'Test School'])
      expect(svg).toContain(text);
    expect(svg).not.toContain('Revoked');
  });

  it('says revoked and when, not valid, once revoked', () => {
    const svg = cardSvg('Test School', certificate({ status: 'revoked', revokedOn: '2026-04-02' }));
    expect(svg).toContain('Revoked on 2 April 2026');
    expect(svg).not.toContain('Valid certificate');
  });

  it('shrinks a long name to fit, and shortens one that cannot fit', () => {
    const short = fitLine('Wanjiru N.', 80, 40);
    const long = fitLine('Amani Juma Odhiambo Wekesa', 80, 40);
    expect(short.size).toBe(80);
    expect(long.size).toBeLessThan(80);
    expect(long.text).toBe('Amani Juma Odhiambo Wekesa');
    const endless = fitLine('Wanjiru '.repeat(20), 80, 40);
    expect(endless.size).toBe(40);
    expect(endless.text.endsWith('…')).toBe(true);
  });

  it('is a 1200x630 PNG, different for each certificate and for valid and revoked', async () => {
    const valid = await cardPng(cardSvg('Test School', certificate()));
    const other = await cardPng(cardSvg('Test School', certificate({ name: 'Baraka O.' })));
    const revoked = await cardPng(cardSvg('Test School', certificate({ status: 'revoked', revokedOn: '2026-04-02' })));
    expect(pngSize(valid)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(other).equals(Buffer.from(valid))).toBe(false);
    expect(Buffer.from(revoked).equals(Buffer.from(valid))).toBe(false);
  }, 30_000);

  it("is the verification page's og:image and twitter image, named by the certificate and its status", () => {
    const ctx = { brandName: 'Test School', siteUrl: 'https://school.test' };
    const valid = verificationPage(ctx, certificate());
    const card = 'https://school.test/certificates/JC-TEST-0001/card.png?v=valid';
    expect(valid).toContain(`<meta property="og:image" content="${card}">`);
    expect(valid).toContain(`<meta name="twitter:image" content="${card}">`);
    expect(valid).toContain('<meta name="twitter:card" content="summary_large_image">');
    const revoked = verificationPage(ctx, certificate({ status: 'revoked', revokedOn: '2026-04-02' }));
    expect(revoked).toContain('content="https://school.test/certificates/JC-TEST-0001/card.png?v=revoked"');
  });
});
