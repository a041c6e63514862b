// Every HTTP function opens one way: declared with siteHandler or plainHandler
// (functions/src/platform/opening.ts), never with onRequest itself, and no handler admits,
// reads a caller's token, counts an address, refuses a caller or answers a 500 by hand.
// Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../functions/src');

/** The opening's own modules: only they may do what the rules below forbid elsewhere. */
const OPENING = ['platform/opening.ts', 'platform/callers.ts', 'platform/http.ts'];
/** Counts the calls verifyPayment makes to Paystack per address, not the requests: no opening's. */
const PAYSTACK_CALLS = 'payments/paystack-guard.ts';

/** What only the opening does, each with how a handler doing it by hand reads. */
const RULES: [string, RegExp][] = [
  ['declares an HTTP function with onRequest', /\bonRequest\s*\(/],
  ['admits the request itself', /\badmit\s*\(/],
  ['reads the caller itself', /\b(callerToken|callerUid|bearerToken|checkedCaller|staffCaller|mentorCaller)\s*\(/],
  ['counts the client address itself', /\bansweredAddressLimit\s*\(|limit:\s*'\w+PerAddress'\s*,\s*who/],
  ['refuses a caller itself', /status:\s*'unauthorized'/],
  ['answers a 500 itself', /\.status\(\s*500\s*\)/],
];

function sources(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sources(path.join(dir, entry.name), name);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [name] : [];
  });
}

/** `file: what it does` for each rule a file breaks, its comments left out. */
export function breaches(files: Map<string, string>): string[] {
  return [...files].flatMap(([file, text]) => {
    if (OPENING.includes(file)) return [];
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    return RULES.filter(([what, pattern]) => pattern.test(code) && !(file === PAYSTACK_CALLS && what.includes('address'))).map(
      ([what]) => `${file}: ${what}`,
    );
  });
}

describe('the opening check', () => {
  it('names a handler that opens by hand, and not one declared through the opening', () => {
    const files = new Map([
      ['bookings/old.ts', "export const old = onRequest(opts, async (req, res) => {\n  if (!admit(req, res, 'POST')) return;"],
      ['staff/old.ts', "const caller = await staffCaller(req, db);\nres.status(401).json({ status: 'unauthorized' });"],
      ['contact/old.ts', "} catch (error) {\n  res.status(500).json({ status: 'failed' });\n}"],
      ['bookings/new.ts', "// onRequest( is named in a comment only\nexport const book = siteHandler({ name: 'book' }, serve);"],
      ['platform/opening.ts', 'return onRequest(options, async (req, res) => {'],
    ]);
    expect(breaches(files)).toEqual([
      'bookings/old.ts: declares an HTTP function with onRequest',
      'bookings/old.ts: admits the request itself',
      'staff/old.ts: reads the caller itself',
      'staff/old.ts: refuses a caller itself',
      'contact/old.ts: answers a 500 itself',
    ]);
  });
});

describe('functions/src', () => {
  const files = new Map(sources(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

  it('is read whole', () => {
    expect(files.get('platform/opening.ts')).toContain('onRequest(');
  });

  it('opens every handler through platform/opening.ts', () => {
    expect(breaches(files)).toEqual([]);
  });
});
