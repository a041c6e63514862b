// Manage-link tokens and family keys. A token is 32 random bytes (base64url); only its
// SHA-256 is stored, so a leaked database holds no working link.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { familyEmail } from '../../../src/domain/seats';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hex SHA-256 of a token, as bookings/{id}.manageTokenHash holds it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether text has the shape of a token we issue (anything else is refused unread). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && tokenPattern.test(value);
}

/** Compares two hex hashes in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The manage page's address for a token: in the fragment, so it never reaches a server log or a Referer. */
export function manageUrl(token: string): string {
  return `/manage#${token}`;
}

/**
 * families/{id} lock documents of a family: one per parent email, one per WhatsApp number.
 * Each holds the id of the family's booking, so two concurrent bookings of one family
 * meet on the same document inside their transactions.
 */
export function familyLockIds(email: string, whatsapp: string): { email: string; whatsapp: string } {
  const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  return { email: sha(`email:${familyEmail(email)}`), whatsapp: sha(`whatsapp:${whatsapp}`) };
}
