// A parent's second visit, on costly data: the same browser profile opens the page, closes
// the tab, and opens it again in a new one. Everything but the HTML (which may be
// revalidated) must come from the cache: any other response that crosses the network is
// listed. A visit minutes
// later is checked too, from the first visit's headers: a file kept for less than a week
// would be asked for again then (the HTML's five minutes are fine).
import { chromium } from '@playwright/test';

/** Chromium as both of the bench's browsers run it: no sandbox (root), nothing in the background. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Time for the first visit's late loads (islands hydrating when the browser is idle). */
const SETTLE_MS = 2500;
const WEEK_S = 7 * 24 * 3600;

/** Seconds a response may be reused without asking the server, from its Cache-Control. */
function freshFor(cacheControl = '') {
  if (/no-store|no-cache/.test(cacheControl)) return 0;
  return Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
}

/**
 * @param {string} siteUrl
 * @param {string[]} routes
 * @returns {Promise<Record<string, string[]>>} per route, the non-HTML files a repeat visit would download again
 */
export async function warmCacheTransfers(siteUrl, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  /** @type {Record<string, string[]>} */
  const result = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      /** @type {string[]} */
      const shortLived = [];
      page.on('response', (response) => {
        const url = response.url();
        if (
          !url.startsWith(siteUrl) ||
          response.request().resourceType() === 'document' ||
          new URL(url).pathname.startsWith('/api/')
        )
          return;
        const seconds = freshFor(response.headers()['cache-control']);
        if (seconds < WEEK_S) shortLived.push(`${new URL(url).pathname} (kept ${seconds} s)`);
      });
      await page.goto(`${siteUrl}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      // The second visit opens a new tab: the same tab could be served from its renderer's
      // memory, which a parent coming back later would not have.
      await page.close();
      const again = await context.newPage();
      const cdp = await context.newCDPSession(again);
      await cdp.send('Network.enable');
      /** @type {Map<string, { url: string, type: string, cached: boolean, status: number }>} */
      const responses = new Map();
      // A hit in the renderer's memory cache is announced before its response, so it is
      // kept by request id on its own and read once every event is in.
      /** @type {Set<string>} */
      const fromMemory = new Set();
      cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
        const cached = Boolean(
          response.fromDiskCache ||
          response.fromPrefetchCache ||
          (response.fromServiceWorker && response.serviceWorkerResponseSource !== 'network'),
        );
        responses.set(requestId, { url: response.url, type, cached, status: response.status });
      });
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
      await again.goto(`${siteUrl}${route}`, { waitUntil: 'networkidle' });
      await again.waitForTimeout(SETTLE_MS);
      const fetchedAgain = [...responses]
        .filter(
          ([id, r]) =>
            !r.cached &&
            !fromMemory.has(id) &&
            r.type !== 'Document' &&
            r.url.startsWith(siteUrl) &&
            !new URL(r.url).pathname.startsWith('/api/'),
        )
        .map(([, r]) => `${new URL(r.url).pathname} (fetched again, ${r.status})`);
      result[route] = [...new Set([...fetchedAgain, ...shortLived])];
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
