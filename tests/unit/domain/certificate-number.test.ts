import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateNumber, readCertificateNumber, readCertificatePath } from '../../../src/domain/certificates/number';

const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const escape = (...bytes: number[]) => bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const continuation = () => between(0x80, 0xbf);

/** A percent-escape no decoder accepts: cut short, not hex, or bytes that are not UTF-8. */
function brokenEscape(): string {
  return pick([
    () => `%${pick(['', pick([...'0123456789abcdef'])])}${pick(['-', 'G', '%', '/print'])}`,
    () => `%${pick([...'GgZz-_~!'])}${pick([...'0A'])}`,
    () => escape(continuation()),
    () => escape(between(0xc2, 0xdf)),
    () => escape(between(0xe1, 0xec), ...(Math.random() < 0.5 ? [] : [continuation()])),
    () => escape(between(0xf1, 0xf3), ...Array.from({ length: between(0, 2) }, continuation)),
    () => escape(pick([0xc0, 0xc1, between(0xf5, 0xff)]), continuation()),
    () => escape(0xed, between(0xa0, 0xbf), continuation()),
    () => escape(0xe0, between(0x80, 0x9f), continuation()),
  ])();
}

describe('certificate numbers', () => {
  it('have the school prefix, four groups of four and a check symbol, and read back as themselves', () => {
    for (let i = 0; i < 500; i += 1) {
      const number = certificateNumber(randomBytes(10));
      expect(number).toMatch(/^JC-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}-[0-9A-HJKMNP-TV-Z*~$=U]$/);
      expect(readCertificateNumber(number)).toBe(number);
    }
  });

  it('spread 80 random bits: all zero and all one bytes give the first and last bodies', () => {
    expect(certificateNumber(new Uint8Array(10))).toMatch(/^JC-0000-0000-0000-0000-.$/);
    expect(certificateNumber(new Uint8Array(10).fill(255))).toMatch(/^JC-ZZZZ-ZZZZ-ZZZZ-ZZZZ-.$/);
    expect(new Set(Array.from({ length: 2000 }, () => certificateNumber(randomBytes(10)))).size).toBe(2000);
  });

  it('read as typed: any case, spaces or no hyphens, I and L as 1, O as 0', () => {
    const number = certificateNumber(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const typed = number.toLowerCase().replace(/-/g, ' ');
    expect(readCertificateNumber(typed)).toBe(number);
    expect(readCertificateNumber(number.replace(/-/g, ''))).toBe(number);
    const withZeroOne = certificateNumber(new Uint8Array(10));
    expect(readCertificateNumber(withZeroOne.replace(/0/g, 'O').replace('JC-O', 'JC-0'))).toBe(withZeroOne);
  });

  it('refuse every single mistyped symbol and every swap of two different neighbours', () => {
    for (let round = 0; round < 40; round += 1) {
      const number = certificateNumber(randomBytes(10));
      const plain = number.replace(/-/g, '');
      for (let i = 2; i < plain.length - 1; i += 1) {
        for (const other of SYMBOLS) {
          if (other === plain[i]) continue;
          expect(
            readCertificateNumber(plain.slice(0, i) + other + plain.slice(i + 1)),
            `${plain} at ${i} as ${other}`,
          ).toBeNull();
        }
        if (i + 1 < plain.length - 1 && plain[i] !== plain[i + 1]) {
          const swapped = plain.slice(0, i) + plain[i + 1] + plain[i] + plain.slice(i + 2);
          expect(readCertificateNumber(swapped), `${plain} swapped at ${i}`).toBeNull();
        }
      }
    }
  });

  it('refuse what cannot be a number', () => {
    for (const text of [
      undefined,
      42,
      '',
      'JC',
      'XX-0000-0000-0000-0000-0',
      'JC-0000-0000-0000-000-0',
      'JC-UUUU-0000-0000-0000-0',
      'x'.repeat(100),
    ])
      expect(readCertificateNumber(text)).toBeNull();
  });

  it('read from a page address: its written form stays, another is told apart, the print page is noticed', () => {
    const number = certificateNumber(randomBytes(10));
    expect(readCertificatePath(`/certificates/${number}`)).toEqual({ number, written: true, view: 'page', suffix: '' });
    expect(readCertificatePath(`/certificates/${number}/print/`)).toEqual({
      number,
      written: true,
      view: 'print',
      suffix: '/print',
    });
    expect(readCertificatePath(`/certificates/${number}/card.png`)).toEqual({
      number,
      written: true,
      view: 'card',
      suffix: '/card.png',
    });
    const encoded = encodeURIComponent(number.toLowerCase().replace(/-/g, ' '));
    expect(readCertificatePath(`/certificates/${encoded}`)).toEqual({ number, written: false, view: 'page', suffix: '' });
    for (const path of ['/certificates/', `/certificates/${number}/other`, `/x/${number}`, '/certificates/%00'])
      expect(readCertificatePath(path)).toBeNull();
  });

  it('an address with a broken percent-encoding names no certificate, and never throws', () => {
    for (let round = 0; round < 500; round += 1) {
      const number = certificateNumber(randomBytes(10));
      const at = between(0, number.length);
      const path = `/certificates/${number.slice(0, at)}${brokenEscape()}${number.slice(at)}${pick(['', '/print'])}`;
      expect(() => readCertificatePath(path), path).not.toThrow();
      expect(readCertificatePath(path), path).toBeNull();
    }
    expect(readCertificatePath('/certificates/JC-%E0%A4%A')).toBeNull();
  });
});
