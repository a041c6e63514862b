// The `client:intent` integration (src/integrations/client-intent), on a fixture site built
// by Astro and opened in Chromium: the island stays server HTML until the parent acts or
// the page is idle, and a press made before its code arrives counts once it has.
import { chromium, type Browser } from '@playwright/test';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, serveFolder, type FixtureBuild } from '../../support/astro-fixture';

let built: FixtureBuild;
let browser: Browser;
let site: { url: string; server: Server };
// The island's code is held back this long, as on a slow line.
const CODE_DELAY_MS = 1500;

beforeAll(async () => {
  built = buildFixture('client-intent');
  if (built.code !== 0) throw new Error(built.output);
  site = await serveFolder(built.dist, (url) => (url.startsWith('/_astro/') ? CODE_DELAY_MS : 0));
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
}, 150_000);
afterAll(async () => {
  await browser?.close();
  site?.server.close();
  built?.remove();
});

describe('client:intent', () => {
  it('renders the island as server HTML under the intent directive', () => {
    const html = built.read('index.html');
    expect(html).toMatch(/<astro-island[^>]* client="intent"/);
    expect(html).toContain('<button type="button">pressed <!-- -->0</button>');
    // The directive and island element come in a file after the first paint, as on the site.
    expect(html).toMatch(/data-after-paint="[^"]*\/_astro\/island-runtime\.[\w-]+\.js/);
  });

  it('holds a press made before the code arrives and replays it once the island is live', async () => {
    const page = await browser.newPage();
    await page.goto(site.url, { waitUntil: 'commit' });
    const button = page.getByRole('button');
    await button.click();
    // Still server HTML: the code is on its way.
    await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(1);
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('pressed 1');
    await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);
    await page.close();
  }, 20_000);

  it('starts the island by itself once the page is idle, with no action', async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button').click();
    await expect.poll(() => page.getByRole('button').textContent()).toBe('pressed 1');
    await page.close();
  }, 25_000);
});
