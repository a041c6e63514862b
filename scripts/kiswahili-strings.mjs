// `node scripts/kiswahili-strings.mjs`: rewrites the list of Kiswahili strings in
// docs/kiswahili.md (for a native speaker's review) from the sources; `--check` only says
// whether the list is current (tests/unit/scripts/kiswahili-strings.test.ts checks it too).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { stringList, withList } from './lib/kiswahili-strings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'docs/kiswahili.md');
const doc = readFileSync(file, 'utf8');
const next = withList(doc, stringList(root));
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error('docs/kiswahili.md: the list of Kiswahili strings is stale; run node scripts/kiswahili-strings.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(file, next);
  console.log('docs/kiswahili.md: list of Kiswahili strings written');
}
