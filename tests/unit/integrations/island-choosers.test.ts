// One page, every language: the island choosers (src/islands/chosen/) are the ones the language
// list gives (generated, committed up to date), every language has each island's entry, and the
// pages neither keep a folder per language nor branch on a language's code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../src/i18n/languages';
import { ISLANDS, chooserFiles, chooserSource } from '../../../scripts/lib/island-choosers.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

describe('the island choosers', () => {
  it('are the ones the language list gives (run `npm run i18n:islands` after changing it)', () => {
    const files = chooserFiles(LANGUAGES, DEFAULT_LANGUAGE);
    for (const { path: file, text } of files) expect(read(file), file).toBe(text);
    expect(
      readdirSync(path.join(root, 'src/islands/chosen'))
        .filter((f) => f.endsWith('.astro'))
        .sort(),
    ).toEqual(files.map((f) => path.basename(f.path)).sort());
  });

  it("mount English's island itself and another language's entry with that language's addresses", () => {
    const pay = ISLANDS.find((i) => i.name === 'PlanPayment')!;
    const text = chooserSource(pay, [{ code: 'en' }, { code: 'xx' }], 'en');
    expect(text).toContain("import PlanPayment from '../../islands/PlanPayment';");
    expect(text).toContain("import PlanPaymentXx from './xx/PlanPayment';");
    expect(text).toContain("{language === 'en' && <PlanPayment client:intent {...props} />}");
    expect(text).toContain("successHref={localePath('/paysuccess', language)}");
  });

  it.each(ISLANDS.map((island) => [island.name, island]))(
    '%s has its English island and an entry in every other language',
    (_n, island) => {
      expect(existsSync(path.join(root, `src/${island.english}.tsx`))).toBe(true);
      for (const { code } of LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE)) {
        expect(existsSync(path.join(root, `src/islands/chosen/${code}/${island.name}.tsx`)), `${code}: ${island.name}`).toBe(
          true,
        );
      }
    },
  );
});

describe('one page, every language', () => {
  it('keeps no folder of copies per language in src/pages', () => {
    const folders = readdirSync(path.join(root, 'src/pages'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((f) => f.name)).toEqual(['[...lang]']);
  });

  it('mounts every island that has a chooser through it', () => {
    const pages = filesUnder('src/pages').filter((f) => f.endsWith('.astro'));
    for (const { name, english } of ISLANDS) {
      const direct = pages.filter((page) => read(page).includes(`/${english}'`));
      expect(direct, `${name} imported by a page itself`).toEqual([]);
    }
  });

  it('branches on no language code in src/pages and src/components', () => {
    const codes = LANGUAGES.map((l) => l.code).join('|');
    const branch = new RegExp(`[!=]==?\\s*'(${codes})'|'(${codes})'\\s*[!=]==?`);
    const files = [...filesUnder('src/pages'), ...filesUnder('src/components')].filter((f) => /\.(astro|ts|tsx)$/.test(f));
    expect(files.filter((f) => branch.test(read(f)))).toEqual([]);
  });
});
