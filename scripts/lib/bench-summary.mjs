// One Lighthouse report of `npm run bench`, summarised: scores, timings, bytes by kind,
// the page's own scripts compressed as Hosting serves them, and the audits that failed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * @param {any} lhr a Lighthouse result
 * @param {string} distDir the absolute folder of the build measured
 */
export function summarise(lhr, distDir) {
  const audits = lhr.audits;
  const items = audits['resource-summary'].details.items;
  const of = (type) => items.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = audits['network-requests'].details.items;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    documentBytes: of('document').transferSize,
    scriptBytes: of('script').transferSize,
    stylesheetBytes: of('stylesheet').transferSize,
    imageBytes: of('image').transferSize,
    fontBytes: of('font').transferSize,
    totalBytes: of('total').transferSize,
    requests: of('total').requestCount,
    // Compressed script bodies, read from dist/ and brotli-compressed as Hosting serves them.
    // (transferSize adds ~1.3 KB of HTTP/1.1 headers per file, which HTTP/2 mostly removes.)
    scriptBodyBytes: requests
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
      .reduce((sum, r) => sum + brotliCompressSync(readFileSync(join(distDir, new URL(r.url).pathname))).length, 0),
    // What runs before the largest paint: the page's own small scripts, never an island's code.
    scriptBytesBeforeLcp: requests
      .filter(
        (r) =>
          r.resourceType === 'Script' &&
          r.url.startsWith(origin) &&
          r.networkRequestTime < audits.metrics.details.items[0].observedLargestContentfulPaint,
      )
      .reduce((sum, r) => sum + brotliCompressSync(readFileSync(join(distDir, new URL(r.url).pathname))).length, 0),
    thirdPartyScripts: requests.filter((r) => r.resourceType === 'Script' && !r.url.startsWith(origin)).map((r) => r.url),
    failedAudits: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          a.id !== 'largest-contentful-paint' &&
          a.id !== 'first-contentful-paint' &&
          a.id !== 'speed-index' &&
          a.id !== 'interactive',
      )
      .map((a) => a.id),
  };
}
