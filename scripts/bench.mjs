// `npm run bench`: Lighthouse (mobile, simulated Slow 4G, 4x CPU slowdown) three times on
// each key route of the built site, served compressed by the Firebase Hosting emulator with
// production's firebase.json (the functions and Firestore emulators answer /api/*). Each
// round also measures a bare floor page, and every LCP is shown as a ratio to it, so
// figures compare across machines and loads. A second visit in
// a warm browser profile checks that nothing but the HTML crosses the network again.
// Prints the medians, writes JSON reports and an HTML summary under reports/, and exits
// non-zero when a route breaks a budget. Not part of `npm test`.
// BENCH_PORT_OFFSET (or PORT_OFFSET) shifts the ports; BENCH_ROUTES=/,/pay measures a subset;
// BENCH_TRACES=1 also saves each run's Chromium trace beside its report, to see what a task did.
// /manage and /dashboard are also opened as a parent does (a real link, a signed-in account)
// under the same profile applied for real, timing the booking on screen (bench-content.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  emulatorEnv,
  emulatorsExec,
  fail,
  localSetup,
  root,
  run,
  writeFunctionsEnv,
  writeLocalFirebaseConfig,
} from './lib/local.mjs';
import { FLOOR_HTML, FLOOR_ROUTE, ROUTES, brokenBudgets, englishRoute } from './lib/bench-budgets.mjs';
import { report } from './lib/bench-report.mjs';
import { CHROME_FLAGS, warmCacheTransfers } from './lib/warm-cache.mjs';
import { contentTimes } from './lib/bench-content.mjs';

const RUNS = 3;
const CONTENT_VISITS = 5;
const KB = 1024;
const FIRST_SCREEN_BYTES = 14 * KB;

const offset = Number(process.env.BENCH_PORT_OFFSET || process.env.PORT_OFFSET || 700);
const local = localSetup(offset);
// The bench builds into a folder of its own: the floor page goes there, never into dist/.
const benchDir = `.cache/bench-${offset}`;
const setup = { ...local, distDir: benchDir, buildEnv: { ...local.buildEnv, ASTRO_OUT_DIR: join(root, benchDir) } };
const reportsDir = join(root, 'reports');
const htmlFile = (route) => join(root, setup.distDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

if (process.argv[2] !== '--inside') {
  // Outside: build, then run this same file again under the emulators. The functions and
  // Firestore run too, so a page's own requests (the booking form's seats) answer as they
  // would for a parent instead of failing into the console.
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (spawnSync(chrome, ['--version']).error)
    fail(`Chromium not found at ${chrome}: apt-get install -y chromium, or set CHROME_PATH.`);
  if (run('npx', ['astro', 'build'], setup.buildEnv) !== 0) fail('The build failed.');
  if (run('npm', ['run', 'build:functions']) !== 0) fail('The functions build failed.');
  writeFileSync(htmlFile(FLOOR_ROUTE), FLOOR_HTML);
  const config = writeLocalFirebaseConfig(setup);
  // Lighthouse reloads each page many times from one address: no per-address limits here.
  writeFunctionsEnv(setup, { testing: true });
  const code = run('npx', emulatorsExec(setup, config, 'auth,hosting,functions,firestore', 'node scripts/bench.mjs --inside'), {
    ...emulatorEnv(),
    CHROME_PATH: chrome,
  });
  process.exit(code);
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summarise(lhr) {
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
      .reduce((sum, r) => sum + brotliCompressSync(readFileSync(join(root, setup.distDir, new URL(r.url).pathname))).length, 0),
    // What runs before the largest paint: the page's own small scripts, never an island's code.
    scriptBytesBeforeLcp: requests
      .filter(
        (r) =>
          r.resourceType === 'Script' &&
          r.url.startsWith(origin) &&
          r.networkRequestTime < audits.metrics.details.items[0].observedLargestContentfulPaint,
      )
      .reduce((sum, r) => sum + brotliCompressSync(readFileSync(join(root, setup.distDir, new URL(r.url).pathname))).length, 0),
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

/** Compressed size of the landing HTML up to the end of its first section (the first screen). */
/** @param {string} route the landing page in one language ("/" or "/sw") */
function firstScreenBytes(route) {
  const html = readFileSync(htmlFile(route), 'utf8');
  const end = html.indexOf('</section>', html.indexOf('<main'));
  const prefix = html.slice(0, end === -1 ? html.length : end + '</section>'.length);
  return { gzip: gzipSync(prefix).length, brotli: brotliCompressSync(prefix).length };
}

mkdirSync(reportsDir, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROME_FLAGS],
});

/** One Lighthouse run; a run whose trace broke (e.g. NO_NAVSTART on a busy machine) is retried. */
async function audit(route) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(`${setup.siteUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return { lhr, trace: result.artifacts.Trace };
    console.warn(`! ${route}: Lighthouse run failed (${lhr?.runtimeError?.code ?? 'no result'}), retrying`);
  }
  throw new Error(`Lighthouse could not measure ${route} in 3 attempts`);
}

const wanted = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((r) => r.trim()) : ROUTES;
const routes = wanted.filter((route) => existsSync(htmlFile(route)));
const skipped = wanted
  .filter((route) => !routes.includes(route))
  .map((route) => `skipped ${route}: this build has no ${htmlFile(route).slice(root.length + 1)} (not merged yet?)`);
for (const note of skipped) console.warn(`! ${note}`);

/** @type {Record<string, any[]>} */
const runs = Object.fromEntries([FLOOR_ROUTE, ...routes].map((route) => [route, []]));
try {
  // Rounds, not route after route: each round measures the floor too, so a busy spell
  // on the machine shows in the floor's own spread.
  for (let i = 0; i < RUNS; i++) {
    for (const route of [FLOOR_ROUTE, ...routes]) {
      const { lhr, trace } = await audit(route);
      const name = join(reportsDir, `lighthouse${route === '/' ? '-home' : route.replace(/\//g, '-')}-${i + 1}`);
      writeFileSync(`${name}.json`, JSON.stringify(lhr));
      if (process.env.BENCH_TRACES) writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
      runs[route].push(summarise(lhr));
    }
    process.stdout.write(`round ${i + 1} of ${RUNS} measured\n`);
  }
} finally {
  chrome.kill();
}
const medians = (list) => {
  const numeric = Object.keys(list[0]).filter((k) => typeof list[0][k] === 'number');
  return {
    ...Object.fromEntries(numeric.map((k) => [k, median(list.map((r) => r[k]))])),
    // The quietest run: on a shared machine, the one least slowed by others' work.
    lcpBestMs: Math.min(...list.map((r) => r.lcpMs)),
    // Each run's TBT: it swings with the browser's own work (see the floor's).
    tbtRuns: list.map((r) => Math.round(r.tbtMs)),
    lcpRuns: list.map((r) => r.lcpMs),
    thirdPartyScripts: [...new Set(list.flatMap((r) => r.thirdPartyScripts))],
    failedAudits: [...new Set(list.flatMap((r) => r.failedAudits))],
  };
};
const floor = medians(runs[FLOOR_ROUTE]);
const results = Object.fromEntries(routes.map((route) => [route, medians(runs[route])]));
// Each route's LCP over the floor's of the same round, then their median: a busy spell
// slows both pages of a round alike.
for (const route of routes) {
  const ratios = runs[route].map((r, i) => r.lcpMs / runs[FLOOR_ROUTE][i].lcpMs);
  results[route].lcpFloorRuns = ratios;
  results[route].lcpFloorRatio = median(ratios);
}
const warm = await warmCacheTransfers(setup.siteUrl, routes);
for (const route of routes) results[route].warmCache = warm[route];
// /manage and /dashboard as a parent opens them (a link, an account): the booking on screen.
// Single visits of a data page spread by half a second (docs/performance.md): five of each.
const { floor: contentFloor, ...content } = await contentTimes(setup, routes, CONTENT_VISITS);
for (const [route, seen] of Object.entries(content)) {
  results[route].contentMs = median(seen.contentMs);
  results[route].contentRuns = seen.contentMs.map(Math.round);
  results[route].contentAfterLoadRuns = seen.afterLoadMs.map(Math.round);
  results[route].fastAfterLoadMs = median(seen.fastAfterLoadMs);
  results[route].fastAfterLoadRuns = seen.fastAfterLoadMs.map(Math.round);
  results[route].contentFloorMs = median(contentFloor.contentMs);
  results[route].contentFcpRuns = seen.fcpMs.map(Math.round);
  results[route].contentFcpMs = median(seen.fcpMs);
}

const broken = Object.entries(results).flatMap(([route, r]) => brokenBudgets(route, r));
// The landing page in each language measured (its Kiswahili twin is held to the same figure).
for (const route of Object.keys(results).filter((r) => englishRoute(r) === '/')) {
  const first = firstScreenBytes(route);
  if (first.gzip > FIRST_SCREEN_BYTES)
    broken.push(`${route}: first screen needs ${first.gzip} B of HTML (gzip) > ${FIRST_SCREEN_BYTES} B`);
  console.log(
    `Landing first screen (${route}): ${first.gzip} B gzip, ${first.brotli} B brotli (budget ${FIRST_SCREEN_BYTES} B).`,
  );
}
report({ results, floor, runs: RUNS, broken, skipped, reportsDir });

if (broken.length) {
  console.error(`\n✖ ${broken.length} budget(s) broken:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ Every budget holds.');
