// No English on a Kiswahili page: every /sw page of this run's build (DIST_DIR) is read for text,
// alt, title, aria-label, placeholder, the meta descriptions and the JSON-LD, and nothing outside
// lang="en" may read as English (tests/support/english-on-page.ts says how a text is judged).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { englishOn } from '../support/english-on-page';

/** Every built Kiswahili page, by its path under the build folder. */
function kiswahiliPages(dist: string): string[] {
  const under = (readdirSync(path.join(dist, 'sw'), { recursive: true }) as string[])
    .filter((name) => name.endsWith('.html'))
    .map((name) => `sw/${name}`);
  return ['sw.html', ...under].sort();
}

test('the built Kiswahili pages hold no English outside lang="en"', () => {
  const dist = process.env.DIST_DIR;
  expect(dist, 'npm test sets DIST_DIR to the build it serves').toBeTruthy();
  const pages = kiswahiliPages(dist!);
  expect(pages.length).toBeGreaterThan(20);
  const found = pages.flatMap((page) =>
    englishOn(readFileSync(path.join(dist!, page), 'utf8')).map((line) => `${page.replace(/^sw\//, '')} | ${line}`),
  );
  expect(found, 'English on a Kiswahili page: translate it, or mark a name lang="en"').toEqual([]);
});
