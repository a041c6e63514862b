// A broken data file must stop `astro build` with a line an editor can act on. This runs a
// real build on a copy of the project whose testimonials.yaml gives a star count of 7.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'content-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a broken data file', () => {
  it('fails the build, naming the file, the entry and the field', () => {
    for (const item of ['src', 'scripts', 'astro.config.mjs', 'firebase.json', 'tsconfig.json', 'package.json']) {
      cpSync(path.join(root, item), path.join(work, item), { recursive: true });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');

    const file = path.join(work, 'src/content/testimonials.yaml');
    const good = readFileSync(file, 'utf8');
    // The second testimonial (emeka) gets 7 stars; the first stays valid.
    const broken = good.replace(/(- id: emeka\n(?: {2}.*\n)*? {2}stars: )\d+/, '$17');
    expect(broken, 'the fixture edit found the stars line').not.toBe(good);
    writeFileSync(file, broken);

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
    const output = `${run.stdout}\n${run.stderr}`;

    expect(run.error).toBeUndefined();
    expect(run.status, output).not.toBe(0);
    expect(output).toContain('src/content/testimonials.yaml');
    expect(output).toContain('entry "emeka"');
    expect(output).toContain('field "stars"');
  }, 120_000);
});
