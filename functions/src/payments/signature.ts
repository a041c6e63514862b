// Paystack webhook signatures.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack signs the raw body with HMAC-SHA512 keyed by the secret key, hex encoded. */
export function signatureMatches(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(createHmac('sha512', secret).update(rawBody).digest('hex'), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // timingSafeEqual throws on different lengths; a wrong length is simply a wrong signature.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
