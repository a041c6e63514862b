import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Words, solveChallenge } from '../../../src/services/solve-challenge';

const hex = (words: Uint32Array) => [...words].map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');

describe('the booking challenge solver', () => {
  it('hashes as SHA-256 does, across block boundaries', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(130), 'c0ffee?expires=1&123']) {
      const bytes = new TextEncoder().encode(text);
      expect(hex(sha256Words(bytes, bytes.length)), text).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('finds the number of an ALTCHA challenge, and says null when it is out of reach', async () => {
    const salt = 'a1b2c3?expires=4102444800&';
    const challenge = createHash('sha256').update(`${salt}4321`).digest('hex');
    expect(await solveChallenge(challenge, salt, 5000)).toBe(4321);
    expect(await solveChallenge(challenge, salt, 5000, false)).toBe(4321);
    expect(await solveChallenge(challenge, salt, 4000)).toBeNull();
  });
});
