// Byte budgets over the built site, measured in Chromium at 360x800 before any scroll.
import { test, expect, phone } from '../support/e2e/fixtures';
import { KB, measure } from '../budget/measure';
import type { Page, Response } from '@playwright/test';
import { localePath } from '../../src/i18n/languages';
import { dictionaries } from '../../src/i18n/registry';

interface Budget {
  html: number;
  css: number;
  js: number;
}
// Each page inlines only the CSS it uses (src/integrations/lean-pages/index.mjs), so CSS is
// budgeted per kind of page; the figures leave about 10% above the sizes measured.
// JS: every page's own script carries its offline parts (layouts/offline-chrome.ts: the worker's
// registration, the family's manifest, a form held with no connection), 0.42 KB measured.
const staticPage: Budget = { html: 13 * KB, css: 7 * KB, js: 3 * KB };
// A page whose purpose is a React island: React 19's DOM client is ~57 KB compressed, so
// this leaves room for the island and no room for a Firebase or Paystack SDK before the parent acts.
// (client:intent loads it when the browser is idle after the largest paint, so it is counted here.)
const islandPage: Budget = { html: 11 * KB, css: 7 * KB, js: 85 * KB };
const budgets: Record<string, Budget> = {
  '/': { html: 21 * KB, css: 8 * KB, js: 3.5 * KB },
  '/about': staticPage,
  '/programs': staticPage,
  '/projects': staticPage,
  '/testimonials': staticPage,
  '/contact': staticPage,
  '/terms': staticPage,
  '/faq': staticPage,
  '/careers': staticPage,
  '/pricing': staticPage,
  '/book-class': { ...staticPage, js: 110 * KB },
  '/login': islandPage,
  '/dashboard': islandPage,
  '/donate': islandPage,
  '/pay': islandPage,
  '/donatepay': islandPage,
  '/enroll': islandPage,
};

// The script an English island page loads before the parent acts, held near its size once
// Kiswahili landed (measured 2026-11-26, plus about 1.5 KB): Kiswahili reaches those pages as no more
// than words, so their script must not creep up with it. Their twins keep the figures above.
// Plus 3 KB since Astro's island runtime left each page's HTML for a cached file (2.6 KB gzip,
// lean-pages/island-runtime-file.mjs): the same bytes, moved out of the document.
const englishJs: Record<string, number> = {
  '/login': 77 * KB,
  '/donate': 80 * KB,
  '/pay': 84 * KB,
  '/donatepay': 84 * KB,
  '/enroll': 83 * KB,
};

// Each page's Kiswahili twin (/sw/...) is held to the same figures as the English page.
const twins = Object.entries(budgets).map(([path, budget]) => [localePath(path, 'sw'), budget] as const);

test.use({ viewport: phone });

for (const [path, budget] of [...Object.entries(budgets), ...twins]) {
  test(`${path} stays within its byte budget`, async ({ page }) => {
    const result = await measure(page, path);
    const { bytes } = result;
    const report = `${path}: html ${bytes.document} B, css ${bytes.stylesheet} B, js ${bytes.script} B, images ${bytes.image} B, ${result.requests} requests`;
    console.log(report);
    expect(bytes.document, `HTML of ${path}`).toBeLessThanOrEqual(budget.html);
    expect(bytes.stylesheet, `CSS of ${path}`).toBeLessThanOrEqual(budget.css);
    expect(bytes.script, `JS of ${path}`).toBeLessThanOrEqual(englishJs[path] ?? budget.js);
    // Nothing from a third party before the parent acts: no Firebase, no Paystack, no fonts.
    const foreign = result.urls.filter((url) => !url.startsWith(new URL(page.url()).origin));
    expect(foreign, `third-party requests on ${path}`).toEqual([]);
    // The editors' form (/admin) is no part of a public page.
    expect(
      result.urls.filter((url) => new URL(url).pathname.startsWith('/admin')),
      `/admin files on ${path}`,
    ).toEqual([]);
  });
}

// Kiswahili sentences from every interface dictionary (src/i18n/registry.ts) that a
// script would hold as written: plain, long enough never to occur by chance in English code.
function kiswahiliSentences(): string[] {
  const found = new Set<string>();
  const walk = (sw: unknown, en: unknown) => {
    if (typeof sw === 'string') {
      if (sw !== en && sw.length >= 16 && /^[A-Za-z ,.]+$/.test(sw)) found.add(sw);
    } else if (sw && typeof sw === 'object') {
      for (const [key, value] of Object.entries(sw)) walk(value, (en as Record<string, unknown> | undefined)?.[key]);
    }
  };
  for (const twins of Object.values(dictionaries)) walk(twins.sw, twins.en);
  return [...found];
}

async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  await page.goto(path, { waitUntil: 'load' });
  // A focus inside each island is the parent's first move: its code loads (client:intent).
  for (const island of await page.locator('astro-island').all()) await island.dispatchEvent('focusin');
  // Astro drops an island's ssr mark once it has hydrated: by then its code has all arrived.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return Promise.all(bodies);
}

// The Kiswahili twins reach only the /sw/ pages' islands (src/islands/chosen/sw/*): an English page
// loads none of their words. Each island page's twin is checked too, so the check can see them.
const islandPages = [
  '/book-class',
  '/success',
  '/login',
  '/dashboard',
  '/manage',
  '/move',
  '/pricing',
  '/enroll',
  '/pay',
  '/donate',
];

test('no English page loads Kiswahili words; their /sw/ twins do', async ({ page }) => {
  const sentences = kiswahiliSentences();
  expect(sentences.length).toBeGreaterThan(20);
  const kiswahiliIn = (scripts: string[]) => sentences.filter((s) => scripts.some((script) => script.includes(s)));
  for (const path of islandPages) {
    expect(kiswahiliIn(await scriptsOf(page, path)), `Kiswahili words in the scripts of ${path}`).toEqual([]);
  }
  for (const path of ['/book-class', '/success', '/login', '/dashboard', '/manage', '/move']) {
    const twin = localePath(path, 'sw');
    expect(kiswahiliIn(await scriptsOf(page, twin)).length, `Kiswahili words in the scripts of ${twin}`).toBeGreaterThan(0);
  }
});
