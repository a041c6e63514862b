// Solves a proof-of-work challenge in the ALTCHA format: find the number n (0 to max) whose
// SHA-256 of `salt + n` is the challenge. SHA-256 is @noble/hashes' synchronous one: the
// inputs are a few dozen bytes, where WebCrypto's one promise per digest costs far more than
// the hash. Runs in the challenge worker, or on the page in slices when a browser has no
// workers; the functions tests use it too.
import { sha256 } from '@noble/hashes/sha2.js';

/** Numbers tried between two yields to the page (when solving on the page itself). */
const SLICE = 2_000;

/** The number that solves the challenge, or null when none up to `max` does. `yieldEvery`
 *  lets the page breathe between slices; a worker passes false. */
export async function solveChallenge(challenge: string, salt: string, max: number, yieldEvery = true): Promise<number | null> {
  const target = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) target[i] = parseInt(challenge.slice(i * 2, i * 2 + 2), 16);
  const prefix = new TextEncoder().encode(salt);
  const buffer = new Uint8Array(prefix.length + 16);
  buffer.set(prefix);
  for (let n = 0; n <= max; n += 1) {
    const digits = String(n);
    for (let i = 0; i < digits.length; i += 1) buffer[prefix.length + i] = digits.charCodeAt(i);
    const h = sha256(buffer.subarray(0, prefix.length + digits.length));
    let same = true;
    for (let i = 0; i < 32 && same; i += 1) same = h[i] === target[i];
    if (same) return n;
    if (yieldEvery && n % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
