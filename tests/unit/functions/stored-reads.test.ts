// functions/src reads stored documents through typed converters (functions/src/platform/stored.ts),
// never by casting what a snapshot holds: `snap.data() as T` or `snap.get('field') as T` would
// say a type the document was never checked against. Nor does it force a type through
// `as unknown as`: a value read from outside is checked field by field. A collection is reached
// through its converter (`db.collection('name').withConverter(...)`, kept by the collection's
// store module); the collections still reached without one are counted below, and the count may
// only fall. `npm run lint` runs this file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../functions/src');
const CAST = /\.data\(\)\s*as\b|\.get\([^)]*\)\s*as\b|\bas unknown as\b/;
/** A collection named without its converter: `collection('name')` not followed by `.withConverter(`, or a `doc('name/...')` path. */
const RAW = /collection\(\s*'(\w+)'\s*\)(?!\s*\.withConverter\()|\bdoc\(\s*[`'](\w+)\//g;

/**
 * How many times functions/src still names each collection without its converter: each is a
 * debt. Read a collection through a converter (a schema of src/domain/stored and its accessor in
 * the collection's store module), then lower its count here; a collection not listed is reached
 * through its converter only.
 */
const STILL_UNCONVERTED: Record<string, number> = {
  addressBookings: 1,
  calendarFeeds: 1,
  contacts: 1,
  erasures: 1,
  hourClaims: 1,
  hourWaitlistSecrets: 1,
  inbound: 1,
  mentorTimes: 1,
  moveLinks: 1,
  paystackPlans: 1,
  progressLines: 1,
  reconciliations: 1,
  renewalLinks: 1,
  spentChallenges: 1,
  trialLeads: 1,
  waitlistSecrets: 1,
};

/** How many times each collection is named without its converter in `texts`. */
function unconverted(texts: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const text of texts)
    for (const m of text.matchAll(RAW)) {
      const name = (m[1] ?? m[2])!;
      counts[name] = (counts[name] ?? 0) + 1;
    }
  return counts;
}

/** Each line of `text` that casts a snapshot's data, as "line: text". */
function castsIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CAST.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

const sources = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.ts'));

describe('reads of stored documents', () => {
  it('the check names a cast of data() or get() and a forced type, and nothing else', () => {
    expect(castsIn("const a = snap.data() as Booking;\nconst b = snap.get('start') as Timestamp;")).toEqual([
      '1: const a = snap.data() as Booking;',
      "2: const b = snap.get('start') as Timestamp;",
    ]);
    expect(castsIn('const p = body as unknown as Payload;')).toEqual(['1: const p = body as unknown as Payload;']);
    expect(castsIn("const c = snap.data();\nconst d: unknown = snap.get('x');\nconst e = m.get(k) ?? 0;")).toEqual([]);
  });

  it('the count names a collection reached without its converter, by name or by path, and no converted one', () => {
    const text = [
      "const a = db.collection('bookings').doc(id);",
      'const b = await db.doc(`families/${uid}`).get();',
      "const c = db.collection('classes').withConverter(classConverter);",
      "const d = db\n  .collection('payments')\n  .withConverter(paymentConverter);",
      "const e = db.collection('bookings').where('email', '==', email);",
    ].join('\n');
    expect(unconverted([text])).toEqual({ bookings: 2, families: 1 });
  });

  it('functions/src casts no snapshot: every read goes through a converter', () => {
    expect(sources.length).toBeGreaterThan(50);
    const found = sources.flatMap((f) => castsIn(readFileSync(path.join(root, f), 'utf8')).map((c) => `${f}:${c}`));
    expect(found).toEqual([]);
  });

  it('reaches a collection without its converter only as often as counted (lower a count once its reads are converted)', () => {
    const found = unconverted(sources.map((f) => readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual(STILL_UNCONVERTED);
  });
});
