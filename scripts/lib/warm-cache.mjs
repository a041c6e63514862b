// A parent's second visit, on costly data: the same browser profile opens the page, closes
// the tab, and opens it again in a new one. Everything but the HTML (which may be
// revalidated) must come from the cache: any other response that crosses the network, the
// page's own or the offline worker's, is listed, and the bytes that crossed it are counted.
// A visit minutes later is checked too, from the first visit's headers: a file kept for less
// than a week would be asked for again then (the HTML's five minutes are fine).
import { chromium } from '@playwright/test';
import { countingProxy } from './counting-proxy.mjs';

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
 * @returns {Promise<Record<string, { again: string[], bytes: number, htmlBytes: number, workerBytes: number }>>} per
 *   route, the non-HTML files a repeat visit would download again, and the bytes its second visit took over the
 *   network: all, the HTML's, the worker script's
 */
export async function warmCacheTransfers(siteUrl, routes) {
  const proxy = await countingProxy(siteUrl);
  const site = proxy.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  /** @type {Record<string, { again: string[], bytes: number, htmlBytes: number, workerBytes: number }>} */
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
          !url.startsWith(site) ||
          response.request().resourceType() === 'document' ||
          new URL(url).pathname.startsWith('/api/')
        )
          return;
        const seconds = freshFor(response.headers()['cache-control']);
        if (seconds < WEEK_S) shortLived.push(`${new URL(url).pathname} (kept ${seconds} s)`);
      });
      await page.goto(`${site}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      // The offline worker installed, its precache downloaded: that is the first visit's.
      await page.evaluate(() =>
        Promise.race([navigator.serviceWorker?.ready.then(() => undefined), new Promise((done) => setTimeout(done, 30_000))]),
      );
      // The second visit opens a new tab: the same tab could be served from its renderer's
      // memory, which a parent coming back later would not have.
      await page.close();
      proxy.take();
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
      await again.goto(`${site}${route}`, { waitUntil: 'networkidle' });
      await again.waitForTimeout(SETTLE_MS);
      const fetchedAgain = [...responses]
        .filter(
          ([id, r]) =>
            !r.cached &&
            !fromMemory.has(id) &&
            r.type !== 'Document' &&
            r.url.startsWith(site) &&
            !new URL(r.url).pathname.startsWith('/api/'),
        )
        .map(([, r]) => `${new URL(r.url).pathname} (fetched again, ${r.status})`);
      // What crossed the network in the second visit: the site's files, the data asked of /api/* aside.
      const crossed = proxy.take().filter(({ path }) => !path.startsWith('/api/'));
      const html = new URL(route, site).pathname;
      // The worker's own script is read through the HTTP cache and kept as long as a page
      // (docs/offline.md): this visit, within those five minutes, asks for it no more than
      // production would. Crossing again, it is a file fetched again, its bytes also shown apart.
      // (A later visit revalidates it: Hosting answers 304, the emulator, ignoring If-None-Match, 200.)
      const workers = context.serviceWorkers().map((w) => new URL(w.url()).pathname);
      const workerBytes = crossed.filter(({ path }) => workers.includes(path)).reduce((sum, { bytes }) => sum + bytes, 0);
      // Those the page's own events missed: the offline worker's requests and its own script.
      const workerFetched = crossed
        .filter(({ path }) => path !== html && !fetchedAgain.some((line) => line.startsWith(`${path} `)))
        .map(({ path, bytes }) => `${path} (crossed the network again, ${bytes} B)`);
      const bytes = crossed.reduce((sum, { bytes }) => sum + bytes, 0);
      const htmlBytes = crossed.filter(({ path }) => path === html).reduce((sum, { bytes }) => sum + bytes, 0);
      result[route] = {
        again: [...new Set([...fetchedAgain, ...workerFetched, ...shortLived])],
        bytes,
        htmlBytes,
        workerBytes,
      };
      await context.close();
    }
  } finally {
    await browser.close();
    proxy.close();
  }
  return result;
}
