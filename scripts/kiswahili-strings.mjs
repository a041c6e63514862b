// `node scripts/kiswahili-strings.mjs`: rewrites the review lists for a native speaker, the
// strings in docs/kiswahili.md (from the Kiswahili catalogue and the content files' sw: fields)
// and the clock table in docs/kiswahili-clock.md; `--check` only says whether they are current.
// The catalogue is TypeScript, which plain Node cannot import, so the lists are built by their
// unit tests (KISWAHILI_DOCS=write tells them to write).
import { spawnSync } from 'node:child_process';

const tests = ['tests/unit/scripts/kiswahili-strings.test.ts', 'tests/unit/domain/i18n/swahili-clock.test.ts'];
const check = process.argv.includes('--check');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...tests], {
  stdio: 'inherit',
  env: { ...process.env, KISWAHILI_DOCS: check ? '' : 'write' },
});
if (result.status !== 0) {
  console.error(
    check
      ? 'docs/kiswahili.md or docs/kiswahili-clock.md is stale: run node scripts/kiswahili-strings.mjs'
      : 'writing the lists failed',
  );
  process.exit(result.status ?? 1);
}
if (!check) console.log('docs/kiswahili.md and docs/kiswahili-clock.md: review lists written');
