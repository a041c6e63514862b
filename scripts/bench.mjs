// `npm run bench`: Lighthouse (mobile, simulated Slow 4G, 4x CPU slowdown) three times on
// each key route of the built site, served compressed by the Firebase Hosting emulator with
// production's firebase.json (the functions and Firestore emulators answer /api/*). Each
// round also measures a bare floor page, and every LCP is shown as a ratio to it, so
// figures compare across machines and loads. A second visit in
// a warm browser profile checks that nothing but the HTML crosses the network again, and counts
// the bytes that do.
// Prints the medians, writes JSON reports and an HTML summary under reports/, and exits
// non-zero when a route breaks a budget. Not part of `npm test`.
// BENCH_PORT_OFFSET (or PORT_OFFSET) shifts the ports; BENCH_ROUTES=/,/pay measures a subset;
// BENCH_TRACES=1 also saves each run's Chromium trace beside its report, to see what a task did.
// /manage, /dashboard and /mentor are also opened as a parent or mentor does (a real link, a
// signed-in account) under the same profile applied for real, timing the data on screen
// (bench-content.mjs). The certificate verification page is measured on a certificate awarded
// here. Then the static routes are measured again on a plain static server with gzip
// (static-server.mjs), each run beside the emulator's. BENCH_STATIC=0 leaves that pass out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { emulatorEnv, emulatorsExec, fail, localSetup, root, run } from './lib/local.mjs';
import { writeFunctionsEnv, writeLocalFirebaseConfig } from './lib/local-config.mjs';
import { CERTIFICATE_ROUTE, FLOOR_HTML, FLOOR_ROUTE, ROUTES, brokenBudgets, englishRoute } from './lib/bench-budgets.mjs';
import { report, reportServers } from './lib/bench-report.mjs';
import { CHROME_FLAGS, warmCacheTransfers } from './lib/warm-cache.mjs';
import { benchFamily, contentTimes } from './lib/bench-content.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { summarise } from './lib/bench-summary.mjs';

const RUNS = 3;
/** The static server's port before the offset: apart, modulo 100, from every port of local.mjs. */
const STATIC_PORT = 5077;
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
async function audit(siteUrl, route) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(`${siteUrl}${pathOf(route)}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return { lhr, trace: result.artifacts.Trace };
    console.warn(`! ${route}: Lighthouse run failed (${lhr?.runtimeError?.code ?? 'no result'}), retrying`);
  }
  throw new Error(`Lighthouse could not measure ${route} in 3 attempts`);
}

const wanted = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((r) => r.trim()) : ROUTES;
// The certificate page is the function's, not a file of the build.
const routes = wanted.filter((route) => route === CERTIFICATE_ROUTE || existsSync(htmlFile(route)));
const skipped = wanted
  .filter((route) => !routes.includes(route))
  .map((route) => `skipped ${route}: this build has no ${htmlFile(route).slice(root.length + 1)} (not merged yet?)`);
for (const note of skipped) console.warn(`! ${note}`);

// The parent, mentor and certificate the data pages and the certificate page show.
const family = await benchFamily(setup, routes);
/** @param {string} route */
function pathOf(route) {
  return route === CERTIFICATE_ROUTE ? `/certificates/${family.certificate}` : route;
}

/**
 * Lighthouse rounds over the floor page and `list` on one server; each run's summary per route.
 * @param {string} siteUrl
 * @param {string[]} list
 * @param {string} label a report file's prefix
 */
async function rounds(siteUrl, list, label) {
  /** @type {Record<string, any[]>} */
  const runs = Object.fromEntries([FLOOR_ROUTE, ...list].map((route) => [route, []]));
  // Rounds, not route after route: each round measures the floor too, so a busy spell
  // on the machine shows in the floor's own spread.
  for (let i = 0; i < RUNS; i++) {
    for (const route of [FLOOR_ROUTE, ...list]) {
      const { lhr, trace } = await audit(siteUrl, route);
      const slug = route === '/' ? '-home' : route.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
      const name = join(reportsDir, `${label}${slug}-${i + 1}`);
      writeFileSync(`${name}.json`, JSON.stringify(lhr));
      if (process.env.BENCH_TRACES) writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
      runs[route].push(summarise(lhr, join(root, setup.distDir)));
    }
    process.stdout.write(`${label}: round ${i + 1} of ${RUNS} measured\n`);
  }
  return runs;
}

// The static routes: files of the build, which any static server could serve.
const staticRoutes = process.env.BENCH_STATIC === '0' ? [] : routes.filter((route) => route !== CERTIFICATE_ROUTE);
let runs;
let staticRuns = null;
try {
  runs = await rounds(setup.siteUrl, routes, 'lighthouse');
  if (staticRoutes.length) {
    const server = await serveStatic(join(root, setup.distDir), STATIC_PORT + offset, setup.siteUrl);
    try {
      staticRuns = await rounds(`http://127.0.0.1:${STATIC_PORT + offset}`, staticRoutes, 'static');
    } finally {
      server.close();
    }
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
/** Medians per route, and each route's LCP over the floor's of the same round, then their median. */
function judged(runsOf, list) {
  const results = Object.fromEntries(list.map((route) => [route, medians(runsOf[route])]));
  // A busy spell slows both pages of a round alike.
  for (const route of list) {
    const ratios = runsOf[route].map((r, i) => r.lcpMs / runsOf[FLOOR_ROUTE][i].lcpMs);
    results[route].lcpFloorRuns = ratios;
    results[route].lcpFloorRatio = median(ratios);
  }
  return results;
}
const floor = medians(runs[FLOOR_ROUTE]);
const results = judged(runs, routes);
const staticFloor = staticRuns && medians(staticRuns[FLOOR_ROUTE]);
const staticResults = staticRuns && judged(staticRuns, staticRoutes);
const warm = await warmCacheTransfers(setup.siteUrl, routes.map(pathOf));
for (const route of routes) {
  const seen = warm[pathOf(route)];
  results[route].warmCache = seen.again;
  results[route].repeatBytes = seen.bytes;
  results[route].repeatHtmlBytes = seen.htmlBytes;
  results[route].repeatWorkerBytes = seen.workerBytes;
}
// /manage, /dashboard and /mentor as a parent or mentor opens them (a link, an account): the data on screen.
// Single visits of a data page spread by half a second (docs/performance.md): five of each.
const { floor: contentFloor, ...content } = family ? await contentTimes(setup, routes, CONTENT_VISITS, family) : {};
for (const [route, seen] of Object.entries(content)) {
  results[route].contentMs = median(seen.contentMs);
  results[route].contentRuns = seen.contentMs.map(Math.round);
  results[route].contentAfterLoadRuns = seen.afterLoadMs.map(Math.round);
  results[route].fastAfterLoadMs = median(seen.fastAfterLoadMs);
  results[route].fastAfterLoadRuns = seen.fastAfterLoadMs.map(Math.round);
  results[route].contentFloorMs = median(contentFloor.contentMs);
  results[route].contentFcpRuns = seen.fcpMs.map(Math.round);
  results[route].contentFcpMs = median(seen.fcpMs);
  // How long after the first contentful paint the data entered the page, each visit (<= 0: in the first frame).
  results[route].dataAfterFcpRuns = seen.inPageMs.map((at, i) => Math.round(at - seen.fcpMs[i]));
}

const broken = [
  ...Object.entries(results).flatMap(([route, r]) => brokenBudgets(route, r)),
  ...Object.entries(staticResults ?? {}).flatMap(([route, r]) => brokenBudgets(route, r, 'static')),
];
// The landing page in each language measured (its Kiswahili twin is held to the same figure).
for (const route of Object.keys(results).filter((r) => englishRoute(r) === '/')) {
  const first = firstScreenBytes(route);
  if (first.gzip > FIRST_SCREEN_BYTES)
    broken.push(`${route}: first screen needs ${first.gzip} B of HTML (gzip) > ${FIRST_SCREEN_BYTES} B`);
  console.log(
    `Landing first screen (${route}): ${first.gzip} B gzip, ${first.brotli} B brotli (budget ${FIRST_SCREEN_BYTES} B).`,
  );
}
if (staticResults) reportServers({ results, floor, staticResults, staticFloor });
report({ results, floor, staticResults, staticFloor, runs: RUNS, broken, skipped, reportsDir });

if (broken.length) {
  console.error(`\n✖ ${broken.length} budget(s) broken:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ Every budget holds.');
