// @ts-check
// The first round trip's budget over a built site: TCP's first flight carries about 14 KB with
// the headers, so a page whose HTML (its inline CSS and scripts included) is larger compressed
// costs a parent at least one more round trip before the whole page is in. The first screen
// is held to the first flight by tests/e2e/first-flight.spec.ts; the bench's budgets are in
// bench-budgets.mjs. Measured as a static host serves it: gzip, level 6.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_FLIGHT_BYTES = 14 * 1024;

/**
 * Every HTML page under `dist` (the editors' form excepted: it is not a page of the site) with
 * its raw and gzip bytes, largest first.
 * @param {string} dist
 * @returns {Promise<{ page: string, raw: number, gzip: number }[]>}
 */
export async function htmlSizes(dist) {
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dist, file));
      const page = `/${file.replace(/\\/g, '/').replace(/(index)?\.html$/, '')}`.replace(/(.)\/$/, '$1');
      return { page, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    }),
  );
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

/**
 * The pages over the first flight, each named with its size.
 * @param {{ page: string, gzip: number }[]} sizes
 * @param {number} [limit]
 */
export function overFirstFlight(sizes, limit = FIRST_FLIGHT_BYTES) {
  return sizes
    .filter((s) => s.gzip > limit)
    .map((s) => `${s.page}: ${(s.gzip / 1024).toFixed(1)} KB gzip (limit ${limit / 1024} KB)`);
}
