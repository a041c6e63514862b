// Solves a proof-of-work challenge in the ALTCHA format: find the number n (0 to max) whose
// SHA-256 of `salt + n` is the challenge. SHA-256 is computed here in plain JavaScript: the
// inputs are a few dozen bytes, where WebCrypto's one promise per digest costs far more than
// the hash. Runs in the challenge worker, or on the page in slices when a browser has no
// workers; the functions tests use it too.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const w = new Uint32Array(64);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of `bytes[0..length)` as 8 words. */
export function sha256Words(bytes: Uint8Array, length: number): Uint32Array {
  const blocks = Math.ceil((length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes.subarray(0, length));
  padded[length] = 0x80;
  const bits = length * 8;
  padded[padded.length - 4] = bits >>> 24;
  padded[padded.length - 3] = bits >>> 16;
  padded[padded.length - 2] = bits >>> 8;
  padded[padded.length - 1] = bits;
  const h = Uint32Array.from(H0);
  for (let block = 0; block < blocks; block += 1) {
    const o = block * 64;
    for (let i = 0; i < 16; i += 1) {
      const j = o + i * 4;
      w[i] = (padded[j]! << 24) | (padded[j + 1]! << 16) | (padded[j + 2]! << 8) | padded[j + 3]!;
    }
    for (let i = 16; i < 64; i += 1) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!];
    for (let i = 0; i < 64; i += 1) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
    h[5] = (h[5]! + f) | 0;
    h[6] = (h[6]! + g) | 0;
    h[7] = (h[7]! + hh) | 0;
  }
  return h;
}

/** Numbers tried between two yields to the page (when solving on the page itself). */
const SLICE = 2_000;

/** The number that solves the challenge, or null when none up to `max` does. `yieldEvery`
 *  lets the page breathe between slices; a worker passes false. */
export async function solveChallenge(challenge: string, salt: string, max: number, yieldEvery = true): Promise<number | null> {
  const target = new Uint32Array(8);
  for (let i = 0; i < 8; i += 1) target[i] = parseInt(challenge.slice(i * 8, i * 8 + 8), 16);
  const prefix = new TextEncoder().encode(salt);
  const buffer = new Uint8Array(prefix.length + 16);
  buffer.set(prefix);
  for (let n = 0; n <= max; n += 1) {
    const digits = String(n);
    for (let i = 0; i < digits.length; i += 1) buffer[prefix.length + i] = digits.charCodeAt(i);
    const h = sha256Words(buffer, prefix.length + digits.length);
    let same = true;
    for (let i = 0; i < 8 && same; i += 1) same = h[i] === target[i];
    if (same) return n;
    if (yieldEvery && n % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
