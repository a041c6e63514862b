// A module lives either in a file or in a folder of that name, not in both: `whatsapp.ts`
// beside `whatsapp/` leaves a reader guessing which one an import means and where a new
// rule goes. The folder's files say what each holds.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const trees = ['src', 'functions/src', 'scripts', 'tests'];

/** Files named like a folder beside them (`a/b.ts` beside `a/b/`), under `folder`. */
function filesBesideFolders(folder: string): string[] {
  const entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  const folders = new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name));
  const here = entries
    .filter(
      (e) => e.isFile() && folders.has(e.name.replace(/\.(ts|tsx|astro|mjs|js)$/, '')) && /\.(ts|tsx|astro|mjs|js)$/.test(e.name),
    )
    .map((e) => `${folder}/${e.name}`);
  return [
    ...here,
    ...[...folders].filter((name) => name !== 'node_modules').flatMap((name) => filesBesideFolders(`${folder}/${name}`)),
  ];
}

describe('one room per module', () => {
  it.each(trees)('%s has no file beside a folder of the same name', (tree) => {
    expect(filesBesideFolders(tree)).toEqual([]);
  });
});
