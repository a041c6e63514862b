// A certificate's number: what the verification link and the printed certificate carry.
// 80 random bits in Crockford's base 32 (no I, L, O or U, so it reads aloud and copies
// without doubt), four groups of four after the school's prefix, and a check symbol
// (Crockford's mod 37) that catches any one mistyped character and any two swapped
// neighbours before the server is asked. Pure: the caller brings the random bytes.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's check symbols: the alphabet and five more for the values 32 to 36. */
const CHECK = `${ALPHABET}*~$=U`;
const PREFIX = 'JC';
/** Random symbols in a number: 16 of 5 bits. */
const BODY = 16;
export const CERTIFICATE_RANDOM_BYTES = 10;

function checkSymbol(body: string): string {
  let rest = 0;
  for (const symbol of body) rest = (rest * 32 + ALPHABET.indexOf(symbol)) % 37;
  return CHECK[rest]!;
}

/** A new number from 10 random bytes, e.g. "JC-7K2M-9QXD-4HRT-0BWE-V". */
export function certificateNumber(random: Uint8Array): string {
  if (random.length < CERTIFICATE_RANDOM_BYTES) throw new Error('certificateNumber needs 10 random bytes');
  let bits = 0;
  let value = 0;
  let body = '';
  for (const byte of random.subarray(0, CERTIFICATE_RANDOM_BYTES)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      body += ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  const groups = body.match(/.{4}/g)!.join('-');
  return `${PREFIX}-${groups}-${checkSymbol(body)}`;
}

/**
 * A number as a person typed or a link carried it, in its one written form, or null when it
 * cannot be one of ours (wrong length, a symbol outside the alphabet, a check that fails).
 * Case, spaces and hyphens do not matter; I and L read as 1, O as 0, as Crockford intends.
 */
export function readCertificateNumber(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 60) return null;
  const plain = text.toUpperCase().replace(/[\s-]/g, '');
  if (!plain.startsWith(PREFIX) || plain.length !== PREFIX.length + BODY + 1) return null;
  const symbols = plain.slice(PREFIX.length).replace(/[IL]/g, '1').replace(/O/g, '0');
  const body = symbols.slice(0, BODY);
  if (![...body].every((symbol) => ALPHABET.includes(symbol))) return null;
  const check = symbols.slice(-1);
  if (checkSymbol(body) !== check) return null;
  return `${PREFIX}-${body.match(/.{4}/g)!.join('-')}-${check}`;
}

/** What a certificate address asks for: the verification page, its printable page or its share card. */
export type CertificateAddressView = 'page' | 'print' | 'card';

/**
 * A certificate's address, /certificates/<number>, its /print or its /card.png: the number it
 * names, whether that is already its written form (else the page redirects to it, keeping the
 * `suffix`), and which view it asks for. Null for any other path, a broken percent-encoding
 * among them.
 */
export function readCertificatePath(
  path: string,
): { number: string; written: boolean; view: CertificateAddressView; suffix: string } | null {
  const match = /^\/certificates\/([^/]+)(\/print|\/card\.png)?\/?$/.exec(path);
  if (!match) return null;
  let carried: string;
  try {
    carried = decodeURIComponent(match[1]!);
  } catch {
    // A broken percent-encoding names no certificate: the same answer as an unknown number.
    return null;
  }
  const number = readCertificateNumber(carried);
  const suffix = match[2] ?? '';
  const view = suffix === '/print' ? 'print' : suffix === '/card.png' ? 'card' : 'page';
  return number ? { number, written: match[1] === number, view, suffix } : null;
}
