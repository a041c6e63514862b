// A page's own small scripts load after its first paint (src/integrations/lean-pages/after-paint.mjs),
// and a tap that comes before they have run is kept, then acted on.
import type { Page, Route } from '@playwright/test';
import { test, expect, phone } from '../support/e2e/fixtures';

test.use({ viewport: phone });

/** When each of the site's scripts was requested, and when the page first painted content. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith('/_astro/') && r.name.endsWith('.js'))
      .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
  }));

for (const route of ['/', '/book-class', '/pay']) {
  test(`${route} asks for no script before its first paint`, async ({ page }) => {
    await page.goto(route);
    // The site chrome's script marks the footer's year once it has run.
    await expect.poll(async () => (await timings(page)).scripts.length).toBeGreaterThan(0);
    const { firstPaint, scripts } = await timings(page);
    expect(firstPaint).toBeLessThan(Infinity);
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint);
  });
}

test('a tap on Menu before the site script has run opens the menu once it has', async ({ page }) => {
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/BaseLayout\.astro_astro_type_script[^/]*\.js$/, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => requested).toBe(true);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
});

test('the tab icon is in the page itself, so the browser fetches nothing for it while the page paints', async ({ page }) => {
  await page.goto('/pricing');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon, 'a data: address, not a file to fetch').toMatch(/^data:image\/svg\+xml,/);
  // It draws: the browser reads it as the site's mark, the same drawing /favicon.svg serves.
  const width = await page.evaluate(async (href) => {
    const image = new Image();
    image.src = href;
    await image.decode();
    return image.naturalWidth;
  }, icon!);
  expect(width).toBeGreaterThan(0);
  const drawing = decodeURIComponent(icon!.slice('data:image/svg+xml,'.length));
  const file = await (await page.request.get('/favicon.svg')).text();
  expect(drawing).toBe(file.replaceAll('"', "'"));
});
