// A real `astro build` of a throwaway copy of the project with one change made to it: how the
// content tests prove that a mistake stops the build with words an editor can act on.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const works: string[] = [];
afterAll(() => works.forEach((work) => rmSync(work, { recursive: true, force: true })));

/** Builds a copy of the project after `edit(work)` changed it, with `env` added; the build's exit code and output. */
export function buildCopy(
  edit: (work: string) => void,
  env: Record<string, string> = {},
): { status: number | null; output: string } {
  const work = mkdtempSync(path.join(tmpdir(), 'content-build-'));
  works.push(work);
  for (const item of ['src', 'public', 'scripts', 'astro.config.mjs', 'firebase.json', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, item), path.join(work, item), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  edit(work);
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
      ...env,
    },
  });
  expect(run.error).toBeUndefined();
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}
