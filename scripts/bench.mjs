// `npm run bench`: Lighthouse (mobile, simulated Slow 4G, 4x CPU slowdown) three times on
// each key route of the built site, served compressed by the Firebase Hosting emulator with
// production's firebase.json. Prints the medians, writes JSON reports and an HTML summary
// under reports/, and exits non-zero when a route breaks a budget. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildAll, fail, localSetup, root, run, writeLocalFirebaseConfig } from './lib/local.mjs';

const ROUTES = ['/', '/book-class', '/pricing', '/pay', '/donate', '/login', '/about'];
const RUNS = 3;
const KB = 1024;

/** The budgets of issue 6. Every route, then per-route extras. */
const BUDGET = {
  every: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.01 },
  '/': { lcpMs: 1500, tbtMs: 50, totalBytes: 150 * KB, scriptBytes: 5 * KB, firstScreenBytes: 14 * KB },
  '/book-class': { scriptBytes: 110 * KB },
  '/pay': { noThirdPartyScripts: true },
  '/donate': { noThirdPartyScripts: true },
};

const setup = localSetup(Number(process.env.BENCH_PORT_OFFSET || 700));
const reportsDir = join(root, 'reports');

if (process.argv[2] !== '--inside') {
  // Outside: build, then run this same file again under the Hosting emulator.
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (spawnSync(chrome, ['--version']).error) fail(`Chromium not found at ${chrome}: apt-get install -y chromium, or set CHROME_PATH.`);
  if (buildAll(setup) !== 0) fail('The build failed.');
  const config = writeLocalFirebaseConfig(setup);
  const code = run('npx', [
    'firebase', 'emulators:exec', '--config', config, '--project', setup.projectId, '--only', 'hosting',
    'node scripts/bench.mjs --inside',
  ], { CHROME_PATH: chrome });
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
    thirdPartyScripts: requests.filter((r) => r.resourceType === 'Script' && !r.url.startsWith(origin)).map((r) => r.url),
    failedAudits: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && a.id !== 'largest-contentful-paint' && a.id !== 'first-contentful-paint' && a.id !== 'speed-index' && a.id !== 'interactive')
      .map((a) => a.id),
  };
}

/** Compressed size of the landing HTML up to the end of its first section (the first screen). */
function firstScreenBytes() {
  const html = readFileSync(join(root, setup.distDir, 'index.html'), 'utf8');
  const end = html.indexOf('</section>', html.indexOf('<main'));
  const prefix = html.slice(0, end === -1 ? html.length : end + '</section>'.length);
  return { gzip: gzipSync(prefix).length, brotli: brotliCompressSync(prefix).length };
}

mkdirSync(reportsDir, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One Lighthouse run; a run whose trace broke (e.g. NO_NAVSTART on a busy machine) is retried. */
async function audit(route) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(`${setup.siteUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    console.warn(`! ${route}: Lighthouse run failed (${lhr?.runtimeError?.code ?? 'no result'}), retrying`);
  }
  throw new Error(`Lighthouse could not measure ${route} in 3 attempts`);
}

const results = {};
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(route);
      writeFileSync(join(reportsDir, `lighthouse${route === '/' ? '-home' : route.replace(/\//g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      runs.push(summarise(lhr));
    }
    const numeric = Object.keys(runs[0]).filter((k) => typeof runs[0][k] === 'number');
    results[route] = Object.fromEntries(numeric.map((k) => [k, median(runs.map((r) => r[k]))]));
    results[route].thirdPartyScripts = [...new Set(runs.flatMap((r) => r.thirdPartyScripts))];
    results[route].failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
    process.stdout.write(`measured ${route}\n`);
  }
} finally {
  chrome.kill();
}

// Budgets.
const broken = [];
const first = firstScreenBytes();
for (const [route, r] of Object.entries(results)) {
  const b = { ...BUDGET.every, ...(BUDGET[route] ?? {}) };
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (r[category] < b[category]) broken.push(`${route}: ${category} ${r[category]} < ${b[category]} (failing audits: ${r.failedAudits.join(', ') || 'none'})`);
  }
  if (r.cls > b.cls) broken.push(`${route}: CLS ${r.cls.toFixed(3)} > ${b.cls}`);
  if (b.lcpMs && r.lcpMs > b.lcpMs) broken.push(`${route}: LCP ${Math.round(r.lcpMs)} ms > ${b.lcpMs} ms`);
  if (b.tbtMs !== undefined && r.tbtMs > b.tbtMs) broken.push(`${route}: TBT ${Math.round(r.tbtMs)} ms > ${b.tbtMs} ms`);
  if (b.totalBytes && r.totalBytes > b.totalBytes) broken.push(`${route}: ${r.totalBytes} B transferred > ${b.totalBytes} B`);
  if (b.scriptBytes !== undefined && r.scriptBodyBytes > b.scriptBytes) broken.push(`${route}: ${r.scriptBodyBytes} B of JavaScript > ${b.scriptBytes} B`);
  if (b.noThirdPartyScripts && r.thirdPartyScripts.length) broken.push(`${route}: third-party scripts before paying: ${r.thirdPartyScripts.join(', ')}`);
  if (b.firstScreenBytes && first.gzip > b.firstScreenBytes) broken.push(`${route}: first screen needs ${first.gzip} B of HTML (gzip) > ${b.firstScreenBytes} B`);
}

// Print.
const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const kb = (v) => `${(v / KB).toFixed(1)} KB`;
console.log('\nMedians of 3 Lighthouse runs (mobile, Slow 4G, 4x CPU):\n');
console.table(
  Object.fromEntries(
    Object.entries(results).map(([route, r]) => [
      route,
      {
        perf: r.performance, a11y: r.accessibility, bp: r['best-practices'], seo: r.seo,
        FCP: ms(r.fcpMs), LCP: ms(r.lcpMs), TBT: `${Math.round(r.tbtMs)} ms`, CLS: r.cls.toFixed(3),
        html: kb(r.documentBytes), js: kb(r.scriptBodyBytes), 'js+headers': kb(r.scriptBytes), css: kb(r.stylesheetBytes), img: kb(r.imageBytes), font: kb(r.fontBytes),
        total: kb(r.totalBytes), requests: r.requests,
      },
    ]),
  ),
);
console.log(`Landing first screen: ${first.gzip} B gzip, ${first.brotli} B brotli (budget ${14 * KB} B).`);

// The HTML summary: a table and a stacked bar of bytes per route.
const kinds = [['documentBytes', 'HTML', '#6d28d9'], ['scriptBytes', 'JS', '#f59e0b'], ['stylesheetBytes', 'CSS', '#0ea5e9'], ['imageBytes', 'Images', '#10b981'], ['fontBytes', 'Fonts', '#ef4444']];
const maxTotal = Math.max(...Object.values(results).map((r) => r.totalBytes), 1);
const bars = Object.entries(results)
  .map(([route, r], i) => {
    let x = 120;
    const segments = kinds
      .map(([key, , colour]) => {
        const w = (r[key] / maxTotal) * 560;
        const rect = `<rect x="${x.toFixed(1)}" y="${i * 34 + 8}" width="${w.toFixed(1)}" height="22" fill="${colour}"><title>${key}: ${r[key]} B</title></rect>`;
        x += w;
        return rect;
      })
      .join('');
    return `<text x="0" y="${i * 34 + 24}" font-size="13">${route}</text>${segments}<text x="${(x + 6).toFixed(1)}" y="${i * 34 + 24}" font-size="12">${kb(r.totalBytes)}</text>`;
  })
  .join('');
const legend = kinds.map(([, label, colour]) => `<span style="display:inline-block;margin-right:12px"><span style="display:inline-block;width:12px;height:12px;background:${colour}"></span> ${label}</span>`).join('');
const rows = Object.entries(results)
  .map(([route, r]) => `<tr><td>${route}</td><td>${r.performance}</td><td>${r.accessibility}</td><td>${r['best-practices']}</td><td>${r.seo}</td><td>${ms(r.fcpMs)}</td><td>${ms(r.lcpMs)}</td><td>${Math.round(r.tbtMs)} ms</td><td>${r.cls.toFixed(3)}</td><td>${kb(r.scriptBodyBytes)}</td><td>${kb(r.totalBytes)}</td><td>${r.requests}</td></tr>`)
  .join('');
writeFileSync(
  join(reportsDir, 'summary.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Benchmark summary</title><body style="font-family:system-ui;margin:2rem;color:#1e1b2e">
<h1>Lighthouse medians (${RUNS} runs, mobile, Slow 4G, 4x CPU)</h1>
<table border="1" cellpadding="6" style="border-collapse:collapse"><tr><th>Route</th><th>Perf</th><th>A11y</th><th>BP</th><th>SEO</th><th>FCP</th><th>LCP</th><th>TBT</th><th>CLS</th><th>JS</th><th>Total</th><th>Requests</th></tr>${rows}</table>
<h2>Bytes transferred per route</h2><p>${legend}</p>
<svg width="800" height="${Object.keys(results).length * 34 + 16}" role="img" aria-label="Bytes per route">${bars}</svg>
<h2>Budgets</h2><p>${broken.length ? broken.map((b) => `✖ ${b}`).join('<br>') : 'All budgets hold.'}</p>
</body></html>\n`,
);
writeFileSync(join(reportsDir, 'summary.json'), JSON.stringify({ results, firstScreen: first, broken }, null, 2));
console.log(`\nReports: ${join('reports', 'summary.html')} and the Lighthouse JSON beside it.`);

if (broken.length) {
  console.error(`\n✖ ${broken.length} budget(s) broken:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ Every budget holds.');
