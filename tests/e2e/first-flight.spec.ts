// The first screen comes in one round trip: for every built page, a phone (360x800) given only
// what the first 14 KB of the gzip stream decode to (tests/support/first-flight.ts) shows the
// same first screen, in the same places, as with the whole page. Script files, images and data
// are held back in both loads, since the first flight carries none of them: the HTML alone is
// measured, with its inline first-paint scripts running as they do on the phone.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FIRST_FLIGHT_BYTES } from '../../scripts/lib/html-budget.mjs';
import { firstFlightHtml, seenOnFirstScreen, type Seen } from '../support/first-flight';
import { phone } from '../support/e2e/fixtures';

/** Every built page: its file under the build folder and its address. The editors' form is not a page of the site. */
function builtPages(dist: string): { file: string; path: string }[] {
  return (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin'))
    .map((file) => ({ file, path: `/${file.replace(/\\/g, '/').replace(/(index)?\.html$/, '')}`.replace(/(.)\/$/, '$1') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The page at `url` drawn from `html` alone, nothing else fetched, and what its first screen shows. */
async function firstScreen(page: Page, url: string, html: string): Promise<Seen[]> {
  await page.route('**/*', (route) =>
    route.request().url() === url
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : route.abort(),
  );
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const seen = await page.evaluate(seenOnFirstScreen);
  await page.unroute('**/*');
  return seen;
}

const dist = process.env.DIST_DIR ?? 'dist';

test.use({ viewport: phone });

for (const { file, path } of builtPages(dist)) {
  test(`${path}: the first screen arrives in the first round trip`, async ({ page, baseURL }) => {
    // As the host sends it: Hosting serves the built file unchanged.
    const html = readFileSync(join(dist, file), 'utf8');
    const url = new URL(path, baseURL).href;
    const whole = await firstScreen(page, url, html);
    const first = await firstScreen(page, url, firstFlightHtml(html, FIRST_FLIGHT_BYTES));
    const key = (s: Seen) => `${s.path} "${s.text}" at ${s.box.join(',')}`;
    const got = new Set(first.map(key));
    expect(whole.length, 'the whole page shows something on its first screen').toBeGreaterThan(0);
    expect(
      whole.map(key).filter((k) => !got.has(k)),
      'on the first screen only after the first round trip',
    ).toEqual([]);
  });
}
