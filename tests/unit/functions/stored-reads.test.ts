// functions/src reads stored documents through typed converters (functions/src/platform/stored.ts),
// never by casting what a snapshot holds: `snap.data() as T` or `snap.get('field') as T` would
// say a type the document was never checked against. `npm run lint` runs this file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../functions/src');
const CAST = /\.data\(\)\s*as\b|\.get\([^)]*\)\s*as\b/;

/** Each line of `text` that casts a snapshot's data, as "line: text". */
function castsIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CAST.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

const sources = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.ts'));

describe('reads of stored documents', () => {
  it('the check names a cast of data() or get(), and nothing else', () => {
    expect(castsIn("const a = snap.data() as Booking;\nconst b = snap.get('start') as Timestamp;")).toEqual([
      '1: const a = snap.data() as Booking;',
      "2: const b = snap.get('start') as Timestamp;",
    ]);
    expect(castsIn("const c = snap.data();\nconst d: unknown = snap.get('x');\nconst e = m.get(k) ?? 0;")).toEqual([]);
  });

  it('functions/src casts no snapshot: every read goes through a converter', () => {
    expect(sources.length).toBeGreaterThan(50);
    const found = sources.flatMap((f) => castsIn(readFileSync(path.join(root, f), 'utf8')).map((c) => `${f}:${c}`));
    expect(found).toEqual([]);
  });
});
