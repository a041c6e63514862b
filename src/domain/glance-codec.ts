// The one encoding of a link's glance (what its page shows before the server answers):
// "<version>.<base64url of a JSON array>", URL-safe and read back whole or not at all.
// link-glance.ts (manage links) and enrollment/offer-glance.ts (enroll links) say what
// the array holds and check it field by field. Pure.

/** Between a link's token and its glance; never in a token (base64url). */
export const GLANCE_SEPARATOR = '~';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The glance's text to append to a link: "~<version>.<payload>". */
export function encodeGlance(version: string, fields: readonly (string | number | boolean)[]): string {
  return `${GLANCE_SEPARATOR}${version}.${toBase64Url(JSON.stringify(fields))}`;
}

/** The token and the glance text of an address's fragment ("#<token>~<version>.<payload>"). */
export function splitFragment(hash: string): { token: string; glance: string } {
  const text = hash.replace(/^#/, '');
  const at = text.indexOf(GLANCE_SEPARATOR);
  return at === -1 ? { token: text, glance: '' } : { token: text.slice(0, at), glance: text.slice(at + 1) };
}

/** The array a glance text holds when it is of this version, at most maxLength long and well formed; else null. */
export function decodeGlance(text: string, version: string, length: number, maxLength: number): unknown[] | null {
  if (!text || text.length > maxLength || !text.startsWith(`${version}.`)) return null;
  const json = fromBase64Url(text.slice(version.length + 1));
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return Array.isArray(value) && value.length === length ? (value as unknown[]) : null;
}

/** Whole seconds since the epoch, as glances carry times. */
export const glanceSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A glance's seconds back to a time, or null when not a plausible one. */
export function glanceTime(value: unknown): Date | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? new Date(value * 1000) : null;
}
