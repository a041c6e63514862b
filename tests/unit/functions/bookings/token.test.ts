// Manage-link tokens and family lock keys (functions/src/bookings/token.ts): pure Node crypto.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  familyLockIds,
  hashToken,
  hashesEqual,
  manageUrl,
  newTokenSeed,
  tokenOfSeed,
} from '../../../../functions/src/bookings/token';
import { isTokenShaped } from '../../../../src/domain/request';

const key = 'test-manage-link-key-0123456789';
const newToken = () => tokenOfSeed(newTokenSeed(), key);

describe('manage tokens', () => {
  it('are 32 bytes in base64url, never the same twice for two seeds', () => {
    const tokens = Array.from({ length: 200 }, newToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isTokenShaped(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are the same every time for one seed and key, so a link can be sent again', () => {
    const seed = newTokenSeed();
    expect(tokenOfSeed(seed, key)).toBe(tokenOfSeed(seed, key));
    expect(tokenOfSeed(seed, `${key}x`)).not.toBe(tokenOfSeed(seed, key));
    expect(tokenOfSeed(seed, key)).not.toContain(seed);
  });

  it('are never made with a missing or short key', () => {
    expect(() => tokenOfSeed(newTokenSeed(), '')).toThrow(/MANAGE_LINK_KEY/);
  });

  it('are stored as their hex SHA-256 only', () => {
    const token = newToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('ride in the fragment of the manage URL', () => {
    expect(manageUrl('abc')).toBe('/manage#abc');
  });

  it('refuses anything that is not token-shaped', () => {
    for (const value of ['', 'short', `${newToken()}x`, 'a'.repeat(42) + '=', 42, null, undefined, 'a+'.repeat(21) + 'a']) {
      expect(isTokenShaped(value)).toBe(false);
    }
  });

  it('compares hashes exactly, whatever their lengths', () => {
    const h = hashToken(newToken());
    expect(hashesEqual(h, h)).toBe(true);
    expect(hashesEqual(h, `${h.slice(0, -1)}0` === h ? `${h.slice(0, -1)}1` : `${h.slice(0, -1)}0`)).toBe(false);
    expect(hashesEqual(h, h.slice(1))).toBe(false);
  });
});

describe('family lock keys', () => {
  it('treat one email however written as one family, and keep email and WhatsApp keys apart', () => {
    const a = familyLockIds('Amina@Example.com ', '+254712345678');
    const b = familyLockIds('amina@example.com', '+254712345679');
    expect(a.email).toBe(b.email);
    expect(a.whatsapp).not.toBe(b.whatsapp);
    expect(a.email).not.toBe(a.whatsapp);
    expect(a.email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a)).not.toContain('amina');
  });
});
