// A missing interface string stops `astro build` naming the language and the key; content
// without its Kiswahili text builds, and the build lists it. Each runs a real build on a copy
// of the project with one text taken out.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const works: string[] = [];
afterAll(() => works.forEach((work) => rmSync(work, { recursive: true, force: true })));

/** A copy of the project with `edit` applied to one file, built; its exit code and output. */
function buildWith(file: string, edit: (text: string) => string) {
  const work = mkdtempSync(path.join(tmpdir(), 'language-build-'));
  works.push(work);
  for (const item of ['src', 'scripts', 'astro.config.mjs', 'firebase.json', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, item), path.join(work, item), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const target = path.join(work, file);
  const good = readFileSync(target, 'utf8');
  const changed = edit(good);
  expect(changed, `the fixture edit changed ${file}`).not.toBe(good);
  writeFileSync(target, changed);
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: work,
    encoding: 'utf8',
    timeout: 110_000,
    env: {
      ...process.env,
      ASTRO_OUT_DIR: path.join(work, 'dist'),
      ASTRO_CACHE_DIR: path.join(work, 'cache'),
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  });
  expect(run.error).toBeUndefined();
  return { code: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('the build and the languages', () => {
  it('fails on an interface string a language lacks, naming the language and the key', () => {
    const { code, output } = buildWith('src/domain/i18n/pages/shell.sw.ts', (text) => text.replace(/^\s*send: '[^']*',\n/m, ''));
    expect(code, output).not.toBe(0);
    expect(output).toContain('sw: shell.footer.send');
  }, 120_000);

  it('builds content without its Kiswahili text and lists it', () => {
    // The first FAQ loses its Kiswahili answer; the page falls back to the English one.
    const { code, output } = buildWith('src/content/faqs.yaml', (text) => text.replace(/^( {4}answer: .*\n)/m, ''));
    expect(code, output).toBe(0);
    expect(output).toMatch(/sw: faqs\.yaml \S+ answer/);
  }, 120_000);
});
