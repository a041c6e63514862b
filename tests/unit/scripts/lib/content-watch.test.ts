// scripts/lib/content-watch.mjs: `npm start` rebuilds once after an editor's save (a burst of
// writes), and again if a file changes while that rebuild runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { watchContent } from '../../../../scripts/lib/content-watch.mjs';

let stop = () => {};
let dir = '';
afterEach(() => {
  stop();
  rmSync(dir, { recursive: true, force: true });
});

const until = (condition: () => boolean) =>
  vi.waitFor(
    () => {
      if (!condition()) throw new Error('no rebuild yet');
    },
    { timeout: 5_000, interval: 50 },
  );

it('rebuilds once after a burst of writes, naming the files, and again for a write during the rebuild', async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-watch-'));
  const builds: string[][] = [];
  let finish = () => {};
  stop = watchContent({
    dirs: [dir],
    quietMs: 100,
    log: () => {},
    rebuild: (changed: string[]) => {
      builds.push(changed);
      return new Promise<void>((resolve) => (finish = resolve));
    },
  });
  writeFileSync(join(dir, 'plans.yaml'), 'a');
  writeFileSync(join(dir, 'plans.yaml'), 'ab');
  writeFileSync(join(dir, 'faqs.yaml'), 'c');
  await until(() => builds.length > 0);
  expect(builds).toHaveLength(1);
  expect(builds[0]?.map((f) => f.split('/').pop()).sort()).toEqual(['faqs.yaml', 'plans.yaml']);

  // A save while the build runs is not lost: one more build once this one is done.
  writeFileSync(join(dir, 'team.yaml'), 'd');
  await new Promise((r) => setTimeout(r, 300));
  expect(builds).toHaveLength(1);
  finish();
  await until(() => builds.length > 1);
  expect(builds[1]?.map((f) => f.split('/').pop())).toEqual(['team.yaml']);
  finish();
});
