// The docs are a map: every file or folder they name, by a relative link or a backticked
// path, exists in the repository (doc-paths.ts says which tokens count as paths).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPaths, readRepository } from './doc-paths';

const root = path.resolve(import.meta.dirname, '../../..');
const repo = readRepository(root);
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('paths named in the docs', () => {
  it('finds a missing path, a stale file name and a broken link, naming the doc and the line', () => {
    const fixture = [
      'Pure rules live in `src/domain/` (`src/domain/pricing.ts`).',
      'Fixtures are in `tests/unit/no-such-folder/`, and `no-such-step.mjs` trims the CSS.',
      'More in [the mail doc](mail.md) and [nowhere](no-such-doc.md#section).',
      'Not paths: `slots/{date}`, `src/pages/<route>.astro`, `/api/book`, `reports/summary.html`, `npm run bench`.',
      '```sh',
      'cat tests/unit/not-checked-in-a-code-block.ts',
      '```',
    ].join('\n');
    expect(missingPaths('docs/example.md', fixture, repo)).toEqual([
      { doc: 'docs/example.md', line: 2, path: 'tests/unit/no-such-folder/' },
      { doc: 'docs/example.md', line: 2, path: 'no-such-step.mjs' },
      { doc: 'docs/example.md', line: 3, path: 'no-such-doc.md#section' },
    ]);
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = missingPaths(doc, readFileSync(path.join(root, doc), 'utf8'), repo);
    expect(missing.map((m) => `${m.doc}:${m.line}: ${m.path} does not exist`)).toEqual([]);
  });
});
