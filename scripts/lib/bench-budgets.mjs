// What `npm run bench` measures and what each route must meet (docs/performance.md).
const KB = 1024;

/** The floor: a bare page of about 0.6 KB under the same profile; every LCP is also shown as a ratio to it. */
export const FLOOR_ROUTE = '/floor-page';
export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<meta name="description" content="The smallest page this site could serve: the benchmark's floor.">
</head>
<body>
<h1>Coding and AI classes for kids</h1>
<p>A bare page with one heading and one paragraph, served by the same host with the same
headers as every other page. Lighthouse measures it under the same profile, so each route's
Largest Contentful Paint can be read as a multiple of it, on any machine and under any load.</p>
</body>
</html>
`;

/** Pages where parents act: their forms are HTML at once, code loads on the parent's first move. */
const FORM_PAGES = ['/book-class', '/manage', '/pay', '/donate', '/donatepay', '/login', '/dashboard'];
/**
 * The certificate verification page, served by the function certificatePage (firebase.json),
 * not a file of the build: the bench awards a certificate and measures its page.
 */
export const CERTIFICATE_ROUTE = '/certificates/<number>';
/** Routes kept out of search (noindex): SEO does not apply. */
export const NOINDEX = ['/dashboard', '/donatepay', '/manage', '/enroll', '/mentor', CERTIFICATE_ROUTE];

/**
 * The Kiswahili pages measured, each held to its English page's budgets. Their prefix is
 * LANGUAGES' in src/i18n/languages.ts (this plain-Node script cannot import TypeScript).
 */
const LANGUAGE_PREFIXES = ['/sw'];
export const TRANSLATED_ROUTES = ['/sw', '/sw/book-class'];

export const ROUTES = [
  '/',
  ...FORM_PAGES,
  '/enroll',
  '/mentor',
  CERTIFICATE_ROUTE,
  '/pricing',
  '/faq',
  '/programs',
  '/about',
  ...TRANSLATED_ROUTES,
];

/**
 * The English route a route translates ("/sw/book-class" -> "/book-class"), or the route itself.
 * @param {string} route
 */
export function englishRoute(route) {
  const prefix = LANGUAGE_PREFIXES.find((p) => route === p || route.startsWith(`${p}/`));
  return prefix ? route.slice(prefix.length) || '/' : route;
}

/** What every page a parent acts on must meet. */
const actionPage = {
  performance: 100,
  tbtMs: 50,
  cls: 0.01,
  noThirdPartyScripts: true,
  warmCacheTransfers: 0,
};

const formPage = { ...actionPage, lcpMs: 1200, scriptBytesBeforeLcp: 10 * KB };

/**
 * Pages that are the parent's data: also judged on their booking on screen, from navigation,
 * as a parent opens them (bench-content.mjs). What Lighthouse sees (no link, no account) is
 * their static HTML (the no-link message, the sign-in invitation): held as a form page.
 */
const dataPage = { ...formPage, contentMs: 2500, fastAfterLoadMs: 500 };

/** Largest paint at most this many times the floor page's of the same round (median of the rounds' ratios). */
const FLOOR_RATIO = 1.5;

/** @type {Record<string, Record<string, number | boolean>>} */
const BUDGET = {
  // Every route's largest paint within the floor's ratio, whoever opens it.
  every: {
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    cls: 0.01,
    warmCacheTransfers: 0,
    lcpFloorRatio: FLOOR_RATIO,
  },
  '/': { ...formPage, lcpMs: 1000, totalBytes: 150 * KB, scriptBytes: 5 * KB },
  ...Object.fromEntries(FORM_PAGES.map((route) => [route, formPage])),
  // Their data in the first frame painted: /manage from the mail's link (its glance), /dashboard
  // on a repeat visit (the kept answer), in every visit.
  '/manage': { ...dataPage, dataAtFirstPaint: true },
  '/dashboard': { ...dataPage, dataAtFirstPaint: true },
  // A recommendation's offer from its mail's link (the offer's glance), in the first frame
  // painted; its island and answer come as a form page's do (client:intent), timed but not held.
  '/enroll': { ...formPage, dataAtFirstPaint: true },
  // A mentor's classes: the data pages' budgets, timed to the week's classes on screen.
  '/mentor': dataPage,
  // Server-rendered by a function, read by strangers on their phones: the form pages' budgets.
  [CERTIFICATE_ROUTE]: formPage,
};

/** @param {string} route */
export function budgetOf(route) {
  const english = englishRoute(route);
  const budget = { ...BUDGET.every, ...(BUDGET[english] ?? {}) };
  if (NOINDEX.includes(english)) delete budget.seo;
  return budget;
}

/** What the static server's pass is held to: the page's speed, which a server may change. The rest is the emulator pass's. */
const STATIC_PASS = ['performance', 'lcpMs', 'lcpFloorRatio', 'tbtMs', 'cls'];

/**
 * Every budget a route's medians break, in words.
 * @param {string} route
 * @param {Record<string, any>} r
 * @param {'hosting' | 'static'} pass the Hosting emulator's pass, or the plain static server's
 */
export function brokenBudgets(route, r, pass = 'hosting') {
  const all = budgetOf(route);
  const b = pass === 'static' ? Object.fromEntries(Object.entries(all).filter(([k]) => STATIC_PASS.includes(k))) : all;
  if (pass === 'static') route = `${route} (static server)`;
  const broken = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (b[category] !== undefined && r[category] < b[category]) {
      broken.push(
        `${route}: ${category} ${r[category]} < ${b[category]} (failing audits: ${r.failedAudits.join(', ') || 'none'})`,
      );
    }
  }
  if (r.cls > b.cls) broken.push(`${route}: CLS ${r.cls.toFixed(3)} > ${b.cls}`);
  if (b.lcpMs && r.lcpMs > b.lcpMs) broken.push(`${route}: LCP ${Math.round(r.lcpMs)} ms > ${b.lcpMs} ms`);
  if (b.lcpFloorRatio && !(r.lcpFloorRatio <= b.lcpFloorRatio))
    broken.push(`${route}: LCP ${r.lcpFloorRatio?.toFixed(2)}x the floor's > ${b.lcpFloorRatio}x`);
  if (b.contentMs && !(r.contentMs <= b.contentMs)) {
    const runs = r.contentRuns ? ` (runs ${r.contentRuns.join(', ')} ms)` : ' (not measured)';
    broken.push(`${route}: the data shown ${Math.round(r.contentMs ?? NaN)} ms after navigation > ${b.contentMs} ms${runs}`);
  }
  if (b.dataAtFirstPaint) {
    const runs = r.dataAfterFcpRuns ?? [];
    if (!runs.length || runs.some((gap) => !(gap <= 0)))
      broken.push(
        `${route}: the data entered the page after the first contentful paint (ms after it, each visit: ${runs.join(', ') || 'not measured'})`,
      );
  }
  if (b.fastAfterLoadMs && !(r.fastAfterLoadMs <= b.fastAfterLoadMs)) {
    const runs = r.fastAfterLoadRuns ? ` (runs ${r.fastAfterLoadRuns.join(', ')} ms)` : ' (not measured)';
    broken.push(
      `${route}: unthrottled, the data shown ${Math.round(r.fastAfterLoadMs ?? NaN)} ms after the load event > ${b.fastAfterLoadMs} ms${runs}`,
    );
  }
  if (b.tbtMs !== undefined && r.tbtMs > b.tbtMs) broken.push(`${route}: TBT ${Math.round(r.tbtMs)} ms > ${b.tbtMs} ms`);
  if (b.totalBytes && r.totalBytes > b.totalBytes) broken.push(`${route}: ${r.totalBytes} B transferred > ${b.totalBytes} B`);
  if (b.scriptBytes !== undefined && r.scriptBodyBytes > b.scriptBytes)
    broken.push(`${route}: ${r.scriptBodyBytes} B of JavaScript > ${b.scriptBytes} B`);
  if (b.scriptBytesBeforeLcp !== undefined && r.scriptBytesBeforeLcp > b.scriptBytesBeforeLcp) {
    broken.push(`${route}: ${r.scriptBytesBeforeLcp} B of JavaScript before the largest paint > ${b.scriptBytesBeforeLcp} B`);
  }
  if (b.noThirdPartyScripts && r.thirdPartyScripts.length)
    broken.push(`${route}: third-party scripts before the parent acts: ${r.thirdPartyScripts.join(', ')}`);
  if (b.warmCacheTransfers !== undefined && r.warmCache && r.warmCache.length > b.warmCacheTransfers) {
    broken.push(`${route}: a repeat visit downloads again: ${r.warmCache.join(', ')}`);
  }
  return broken;
}
