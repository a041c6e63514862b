// The benchmark's outputs: a console table, reports/summary.html and reports/summary.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KB = 1024;
/** Text as HTML: a route may hold angle brackets (/certificates/<number>). */
const html = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const kb = (v) => `${(v / KB).toFixed(1)} KB`;
/** The median TBT, then each run's: it swings with the browser's own work. */
/** A repeat visit's bytes over the network, the HTML's among them. */
const repeatBytes = (r) =>
  `${kb(r.repeatBytes)} over the network (HTML ${kb(r.repeatHtmlBytes)}, the worker's script ${kb(r.repeatWorkerBytes)})`;
const tbt = (r) => `${Math.round(r.tbtMs)} ms (${r.tbtRuns.join(', ')})`;
/** /manage, /dashboard and /mentor: the booking (or classes) on screen after navigation (median, then each run), as a parent opens them. */
const content = (r) =>
  r.contentRuns
    ? `${ms(r.contentMs)} (${r.contentRuns.join(', ')} ms; ${(r.contentMs / r.contentFloorMs).toFixed(1)}x the floor's ${Math.round(r.contentFloorMs)} ms; first paint ${r.contentFcpRuns.join(', ')} ms${r.dataAfterFcpRuns?.some(Number.isFinite) ? `; in the page ${r.dataAfterFcpRuns.join(', ')} ms after it` : ''}); unthrottled ${Math.round(r.fastAfterLoadMs)} ms after load (${r.fastAfterLoadRuns.join(', ')})`
    : 'n/a';
/** Each Lighthouse run's LCP over the floor's of the same round. */
const lcpRuns = (r) => `${r.lcpFloorRatio.toFixed(2)} (${r.lcpFloorRuns.map((x) => x.toFixed(2)).join(', ')})`;

/** One server's figures of a route: LCP median (each run), LCP over the floor (each run), TBT (each run). */
const served = (r) =>
  r
    ? { LCP: `${ms(r.lcpMs)} (${r.lcpRuns.map(ms).join(', ')})`, 'LCP/floor': lcpRuns(r), TBT: tbt(r), perf: r.performance }
    : null;

/** The static routes on both servers, run by run, with each server's floor first. */
function serverRows({ results, floor, staticResults, staticFloor }) {
  const floorRow = (f) => ({
    LCP: `${ms(f.lcpMs)} (${f.lcpRuns.map(ms).join(', ')})`,
    'LCP/floor': '1',
    TBT: tbt(f),
    perf: f.performance,
  });
  const rows = [
    ['floor page', floorRow(floor), floorRow(staticFloor)],
    ...Object.keys(staticResults).map((route) => [route, served(results[route]), served(staticResults[route])]),
  ];
  return rows;
}

/**
 * The static server's pass beside the emulator's: each run of each, not only medians.
 * @param {{ results: Record<string, any>, floor: any, staticResults: Record<string, any>, staticFloor: any }} bench
 */
export function reportServers(bench) {
  console.log('\nThe same build on the Hosting emulator and on a plain static server with gzip (median, then each run):\n');
  console.table(
    Object.fromEntries(
      serverRows(bench).flatMap(([route, hosting, plain]) => [
        [`${route} · emulator`, hosting],
        [`${route} · static`, plain],
      ]),
    ),
  );
}

/**
 * @param {{ results: Record<string, any>, floor: any, staticResults: Record<string, any> | null, staticFloor: any, runs: number, broken: string[], skipped: string[], reportsDir: string }} bench
 */
export function report({ results, floor, staticResults, staticFloor, runs, broken, skipped, reportsDir }) {
  const ratio = lcpRuns;
  const bestRatio = (r) => (r.lcpBestMs / floor.lcpBestMs).toFixed(2);
  console.log(
    `\nMedians of ${runs} Lighthouse runs (mobile, Slow 4G, 4x CPU). LCP/floor: each round's LCP over the floor page's of the same round, their median first; best/floor: their quickest runs. booking: /manage, /dashboard and /mentor opened with a real link and accounts under the same profile applied for real, navigation to the data on screen (the booking; on /dashboard also the weekly classes, on /mentor the week's classes), then the same unthrottled, from the load event to the data.\n`,
  );
  console.log(
    `Floor page (${floor.documentBytes} B transferred): LCP ${ms(floor.lcpMs)} median, runs ${floor.lcpRuns.map(ms).join(', ')}; ` +
      `TBT ${Math.round(floor.tbtMs)} ms median, runs ${floor.tbtRuns.join(', ')} (it runs no script: that is Chromium's own navigation work)` +
      (Math.max(...floor.lcpRuns) > 1.25 * Math.min(...floor.lcpRuns)
        ? '  ! the floor moved by more than 25%: the machine was busy; read the ratios'
        : ''),
  );
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([route, r]) => [
        route,
        {
          perf: r.performance,
          a11y: r.accessibility,
          bp: r['best-practices'],
          seo: r.seo,
          LCP: `${ms(r.lcpMs)} (${r.lcpRuns.map(ms).join(', ')})`,
          'LCP/floor': ratio(r),
          'best/floor': bestRatio(r),
          TBT: tbt(r),
          booking: content(r),
          CLS: r.cls.toFixed(3),
          html: kb(r.documentBytes),
          'js<LCP': kb(r.scriptBytesBeforeLcp),
          js: kb(r.scriptBodyBytes),
          css: kb(r.stylesheetBytes),
          img: kb(r.imageBytes),
          total: kb(r.totalBytes),
          requests: r.requests,
          'repeat visit': r.warmCache
            ? `${r.warmCache.length ? `${r.warmCache.length} fetched` : 'all cached'}, ${repeatBytes(r)}`
            : 'n/a',
        },
      ]),
    ),
  );
  for (const note of skipped) console.log(`- ${note}`);

  const rows = Object.entries(results)
    .map(
      ([route, r]) =>
        `<tr><td>${html(route)}</td><td>${r.performance}</td><td>${r.accessibility}</td><td>${r['best-practices']}</td><td>${r.seo}</td><td>${ms(r.lcpMs)} (${r.lcpRuns.map(ms).join(', ')})</td><td>${ratio(r)}</td><td>${bestRatio(r)}</td><td>${tbt(r)}</td><td>${content(r)}</td><td>${r.cls.toFixed(3)}</td><td>${kb(r.documentBytes)}</td><td>${kb(r.scriptBytesBeforeLcp)}</td><td>${kb(r.scriptBodyBytes)}</td><td>${kb(r.totalBytes)}</td><td>${r.requests}</td><td>${r.warmCache ? `${r.warmCache.join(', ') || 'all cached'}; ${repeatBytes(r)}` : 'n/a'}</td></tr>`,
    )
    .join('');
  writeFileSync(
    join(reportsDir, 'summary.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Benchmark summary</title><body style="font-family:system-ui;margin:2rem;color:#1e1b2e">
<h1>Lighthouse medians (${runs} runs, mobile, Slow 4G, 4x CPU)</h1>
<p>Floor page: LCP ${ms(floor.lcpMs)} (runs ${floor.lcpRuns.map(ms).join(', ')}); TBT ${Math.round(floor.tbtMs)} ms (runs ${floor.tbtRuns.join(', ')}), all of it Chromium's own navigation work.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse"><tr><th>Route</th><th>Perf</th><th>A11y</th><th>BP</th><th>SEO</th><th>LCP</th><th>LCP/floor</th><th>best/floor</th><th>TBT</th><th>Booking shown</th><th>CLS</th><th>HTML</th><th>JS before LCP</th><th>JS</th><th>Total</th><th>Requests</th><th>Repeat visit fetches</th></tr>${rows}</table>
${
  staticResults
    ? `<h2>Hosting emulator and plain static server (gzip), each run</h2><table border="1" cellpadding="6" style="border-collapse:collapse"><tr><th>Route</th><th>Server</th><th>LCP</th><th>LCP/floor</th><th>TBT</th><th>Perf</th></tr>${serverRows(
        { results, floor, staticResults, staticFloor },
      )
        .flatMap(([route, ...pair]) =>
          pair.map(
            (x, i) =>
              `<tr><td>${html(route)}</td><td>${i ? 'static' : 'emulator'}</td><td>${x.LCP}</td><td>${x['LCP/floor']}</td><td>${x.TBT}</td><td>${x.perf}</td></tr>`,
          ),
        )
        .join('')}</table>`
    : ''
}
<p>${skipped.join('<br>')}</p>
<h2>Budgets</h2><p>${broken.length ? broken.map((b) => `✖ ${html(b)}`).join('<br>') : 'All budgets hold.'}</p>
</body></html>\n`,
  );
  writeFileSync(
    join(reportsDir, 'summary.json'),
    JSON.stringify({ floor, results, staticFloor, staticResults, skipped, broken }, null, 2),
  );
  console.log(`\nReports: ${join('reports', 'summary.html')} and the Lighthouse JSON beside it.`);
}
