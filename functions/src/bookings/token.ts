// Manage-link tokens and family keys. A booking stores a random seed; its token is the
// HMAC of that seed under MANAGE_LINK_KEY (a Functions secret), so the same link can be
// sent again at any time, and nothing in the database alone makes a working link: the
// booking holds the seed and the token's SHA-256, never the token.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import type { CollectionReference, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { familyEmail } from '../../../src/domain/email';

/** The key manage links are made with. Changing it ends every link already sent. */
export const manageLinkKey = defineSecret('MANAGE_LINK_KEY');

/** A fresh random token of the manage-link shape (an enroll link's): 32 bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new booking's seed: 16 random bytes, base64url. */
export function newTokenSeed(): string {
  return randomBytes(16).toString('base64url');
}

/** The manage token of a seed: 32 bytes of HMAC-SHA256, base64url (43 characters). */
export function tokenOfSeed(seed: string, key = manageLinkKey.value()): string {
  return linkTokenOf('manage-link', seed, key);
}

/** The hex SHA-256 of a token, as bookings/{id}.manageTokenHash holds it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
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
 * familyLocks/{id} documents of a family: one per parent email, one per WhatsApp number.
 * Each holds the family's upcoming bookings by child (`children`: child key -> booking id),
 * so two concurrent bookings of one family meet on the same document inside their
 * transactions, whichever child they are for.
 */
export function familyLockIds(email: string, whatsapp: string): { email: string; whatsapp: string } {
  const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  return { email: sha(`email:${familyEmail(email)}`), whatsapp: sha(`whatsapp:${whatsapp}`) };
}

/** A private link's token: each kind (`purpose`) its own, so one kind's token opens nothing of another's. */
export function linkTokenOf(purpose: string, seed: string, key = manageLinkKey.value()): string {
  if (key.length < 16) throw new Error('MANAGE_LINK_KEY is not set (at least 16 characters)');
  return createHmac('sha256', key).update(`${purpose}:${seed}`, 'utf8').digest('base64url');
}

/** The seed a list's secret document keeps, read in `tx`. */
export async function readSeed(tx: Transaction, ref: DocumentReference): Promise<string | null> {
  const seed: unknown = (await tx.get(ref)).get('seed');
  return typeof seed === 'string' ? seed : null;
}

/** The entry of `list` a private link leads to, or null: one answer for a link never ours and one whose entry is gone. */
export async function findByLink<E extends { linkHash: string }>(
  list: CollectionReference<E>,
  token: string,
): Promise<{ id: string; entry: E } | null> {
  const hash = hashToken(token);
  const doc = (await list.where('linkHash', '==', hash).limit(1).get()).docs[0];
  if (!doc) return null;
  const entry = doc.data();
  return hashesEqual(entry.linkHash, hash) ? { id: doc.id, entry } : null;
}
