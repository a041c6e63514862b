// A third language is one folder and one entry: a made-up language, "xx", whose words are a
// copy of English's, added to a copy of the project as a translator would add one (its folder
// under src/i18n and its island entries, its line in the language list and in the catalogues, the island choosers
// written again), builds, with every page under its prefix and the language switch offering it.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCopy } from '../../support/build-copy';

/** Every built page under `dir` of the build, as paths below it. */
const pagesUnder = (dist: string, dir: string) =>
  (readdirSync(path.join(dist, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).sort();

function addLanguage(work: string) {
  const i18n = path.join(work, 'src/i18n');
  cpSync(path.join(i18n, 'en'), path.join(i18n, 'xx'), { recursive: true });
  if (existsSync(path.join(i18n, 'sw', 'grammar')))
    cpSync(path.join(i18n, 'sw', 'grammar'), path.join(i18n, 'xx', 'grammar'), { recursive: true });
  // The island entries (src/islands/chosen/<language>/) read their language's folder; Kiswahili's
  // serve as the pattern, reading xx/ instead of sw/.
  const entries = path.join(work, 'src/islands/chosen');
  cpSync(path.join(entries, 'sw'), path.join(entries, 'xx'), { recursive: true });
  for (const file of readdirSync(path.join(entries, 'xx'))) {
    const text = readFileSync(path.join(entries, 'xx', file), 'utf8');
    writeFileSync(path.join(entries, 'xx', file), text.replaceAll('/i18n/sw/', '/i18n/xx/'));
  }
  const edit = (file: string, from: RegExp, to: string) => {
    const text = readFileSync(path.join(i18n, file), 'utf8');
    expect(from.test(text), `${file} has ${from}`).toBe(true);
    writeFileSync(path.join(i18n, file), text.replace(from, to));
  };
  edit('languages.ts', /(\{ code: 'sw'[^\n]*\n)/, "$1  { code: 'xx', intl: 'en-KE', name: 'Xx', prefix: '/xx' },\n");
  edit('catalogues.ts', /(import \{ catalogue as sw \} from '\.\/sw';\n)/, "$1import { catalogue as xx } from './xx';\n");
  edit('catalogues.ts', /\{ en, sw \}/, '{ en, sw, xx }');
  const choosers = spawnSync(process.execPath, ['scripts/island-choosers.mjs'], { cwd: work, encoding: 'utf8' });
  expect(choosers.status, choosers.stderr).toBe(0);
}

describe('a third language', () => {
  it('is one folder and one entry: every page is built under its prefix, and the language switch offers it', () => {
    const { status, output, work } = buildCopy(addLanguage);
    expect(status, output).toBe(0);
    const dist = path.join(work, 'dist');
    expect(pagesUnder(dist, 'xx')).toEqual(pagesUnder(dist, 'sw'));
    expect(readFileSync(path.join(dist, 'xx.html'), 'utf8')).toMatch(/<html lang="xx"/);
    // The English home page links its twin in the new language, as it links the Kiswahili one.
    const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toMatch(/href="\/sw"/);
    expect(home).toMatch(/href="\/xx"/);
  }, 180_000);
});
