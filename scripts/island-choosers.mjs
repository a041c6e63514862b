// `npm run i18n:islands`: writes the island choosers (src/islands/chosen/*.astro) from the language
// list; run it after adding a language or an island (scripts/lib/island-choosers.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadTs } from './lib/load-ts.mjs';
import { chooserFiles } from './lib/island-choosers.mjs';

const { LANGUAGES, DEFAULT_LANGUAGE } = await loadTs('src/i18n/languages.ts');
for (const { path, text } of chooserFiles(LANGUAGES, DEFAULT_LANGUAGE)) {
  const target = new URL(`../${path}`, import.meta.url);
  mkdirSync(dirname(target.pathname), { recursive: true });
  writeFileSync(target, text);
  console.log(`Wrote ${path}`);
}
