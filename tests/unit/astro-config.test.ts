// astro.config.mjs refuses a build for a real Firebase project that still carries the local
// stand-ins' configuration, and astro:env refuses a PUBLIC_* value of the wrong type
// (scripts/lib/public-env.mjs). Each runs a real `astro build` on a copy of the project (a
// build writes Astro's generated types), which stops before writing pages.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'config-build-'));
beforeAll(() => {
  for (const item of ['src', 'scripts', 'astro.config.mjs', 'firebase.json', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, item), path.join(work, item), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PUBLIC_')));
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: work,
    env: { ...clean, ASTRO_OUT_DIR: path.join(work, 'dist'), ASTRO_CACHE_DIR: path.join(work, 'cache'), NO_COLOR: '1', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the build configuration', () => {
  it('refuses a real project built with missing or local values, naming each', () => {
    const { code, output } = build({
      PUBLIC_FIREBASE_PROJECT_ID: 'jengacode-live',
      PUBLIC_SITE_URL: 'https://jengacode.example',
      PUBLIC_FIREBASE_API_KEY: 'AIza-real',
      PUBLIC_PAYSTACK_SCRIPT_URL: 'http://127.0.0.1:5055/v2/inline.js',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('Building for Firebase project "jengacode-live" needs real values');
    expect(output).toContain('PUBLIC_FIREBASE_APP_ID is missing');
    expect(output).toContain('PUBLIC_PAYSTACK_PUBLIC_KEY is missing');
    expect(output).toContain('PUBLIC_PAYSTACK_SCRIPT_URL points at the local stand-in');
  }, 130_000);

  it('refuses a PUBLIC_* value of the wrong type, naming the variable', () => {
    const { code, output } = build({ PUBLIC_FIRESTORE_EMULATOR_PORT: 'eighty' });
    expect(code).not.toBe(0);
    expect(output).toContain('PUBLIC_FIRESTORE_EMULATOR_PORT');
  }, 130_000);
});
