// What a parent waits for on the pages that are their data: /manage opened from its link,
// /dashboard signed in, and what a mentor waits for on /mentor. Lighthouse sees only their
// static HTML (it has no link and no account), so this opens them as a parent or mentor
// would, under the bench's own profile applied for real (Slow 4G: 150 ms, 1.6 Mbps down,
// 750 kbps up; a 4x slower CPU), and reads the time from navigation to the first frame that
// holds the data. /manage is opened with the link as the confirmation mail carries it (its
// fragment holds the booking as mailed, src/domain/link-glance.ts); /dashboard as a repeat
// visit (the answer kept from the first visit on the device, services/kept-dashboard.ts),
// after an untimed first visit in the same profile, and waits for the trial booking and the
// enrolled child's weekly classes; /mentor, signed in with the mentor claim, for the week's
// classes. Each visit also reads its first contentful paint, so the data's time reads beside it,
// and, for /manage and /dashboard, when the parent's data entered the page (a MutationObserver
// set before the page's first byte): it must be in the first frame painted.
import { chromium } from '@playwright/test';
import { bookFor, newAccount, savedUser, sessionCookie } from './parent-session.mjs';
import { awardedCertificate, enrolledWithTimes, grantedCredit, mentorAccount, recommendedLink } from './bench-family.mjs';
import { CHROME_FLAGS } from './warm-cache.mjs';
import { slowPhone } from './slow-phone.mjs';
import { CERTIFICATE_ROUTE } from './bench-budgets.mjs';

export const CONTENT_ROUTES = ['/manage', '/enroll', '/dashboard', '/mentor'];

/**
 * One visit in a fresh profile: milliseconds from navigation to the first frame where every
 * selector of `check` matches, and from the load event; with `firstPaint`, when every one of
 * its selectors first matched in the document (before the paint that shows it). `throttled`:
 * under the bench's profile, or as this machine runs. `signedIn.repeat`: after an untimed
 * visit in the same profile.
 */
async function visit(browser, url, check, signedIn, throttled, firstPaint = null) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (firstPaint) {
      await context.addInitScript((selectors) => {
        const w = /** @type {any} */ (window);
        w.__benchDataInPage = null;
        const seen = () => {
          if (w.__benchDataInPage !== null || !selectors.every((s) => document.querySelector(s))) return;
          w.__benchDataInPage = performance.now();
          observer.disconnect();
        };
        const observer = new MutationObserver(seen);
        observer.observe(document, { childList: true, subtree: true });
      }, firstPaint);
    }
    if (signedIn) {
      await context.addInitScript((saved) => {
        // Once: the first visit's kept answer must outlive the second navigation.
        if (sessionStorage.getItem('bench-seeded')) return;
        sessionStorage.setItem('bench-seeded', '1');
        for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
      }, signedIn.storage);
      if (signedIn.cookie) await context.addCookies([signedIn.cookie]);
    }
    const page = await context.newPage();
    if (process.env.BENCH_TRACES) {
      page.on('console', (m) => console.log(`  [console ${m.type()}] ${m.text()}`));
      page.on('pageerror', (e) => console.log(`  [pageerror] ${e.message}`));
      page.on('response', async (r) => {
        if (!r.url().includes('/api/')) return;
        console.log(`  [${r.request().method()} ${r.url()}] ${r.status()} ${(await r.text().catch(() => '')).slice(0, 300)}`);
      });
    }
    if (signedIn?.repeat) {
      // The first visit, untimed: it keeps its answer on the device, as a parent's does.
      await page.goto(url);
      // A booking that never shows is reported by the timed visit (as never).
      await page
        .waitForFunction((selectors) => selectors.every((s) => document.querySelector(s)), check, { timeout: 60_000 })
        .catch(() => null);
    }
    if (throttled) await slowPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    // Checked at every frame: the first frame that holds the booking is when the parent sees it.
    const seen = await page
      .waitForFunction((selectors) => (selectors.every((s) => document.querySelector(s)) ? performance.now() : 0), check, {
        timeout: 60_000,
        polling: 'raf',
      })
      .catch(() => null);
    // Not on screen within a minute: counted as never, which breaks the budget.
    if (!seen) return { contentMs: Infinity, afterLoadMs: Infinity, fcpMs: NaN, inPageMs: Infinity };
    const contentMs = Number(await seen.jsonValue());
    // The paint entry is queued after the frame it names: the data can be seen before it is.
    const fcpMs = await page
      .waitForFunction(
        () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime,
        null,
        {
          timeout: 10_000,
        },
      )
      .then((handle) => handle.jsonValue())
      .then(Number)
      .catch(() => NaN);
    await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd > 0, null, { timeout: 60_000 });
    const loadEnd = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
    if (process.env.BENCH_TRACES) {
      // What the page fetched and when, to see which step the parent waits on.
      const timeline = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ms ${e.name.replace(location.origin, '')}`),
      );
      console.log(
        `${new URL(url).pathname}${throttled ? '' : ' (unthrottled)'}: data on screen at ${Math.round(contentMs)} ms, load event at ${Math.round(loadEnd)} ms\n  ${timeline.join('\n  ')}`,
      );
    }
    const inPageMs = firstPaint ? await page.evaluate(() => /** @type {any} */ (window).__benchDataInPage ?? Infinity) : NaN;
    return { contentMs, afterLoadMs: contentMs - loadEnd, fcpMs, inPageMs };
  } finally {
    await context.close();
  }
}

/**
 * The accounts and records the measured routes need, made before any is measured: a parent
 * with a trial booked and a child enrolled with weekly times, the mentor of the soonest of
 * them, and a certificate awarded for that child.
 * @param {{ siteUrl: string, ports: Record<string, number>, projectId: string }} setup
 * @param {string[]} routes
 */
export async function benchFamily(setup, routes) {
  if (![...CONTENT_ROUTES, CERTIFICATE_ROUTE].some((route) => routes.includes(route))) return null;
  const authHost = `127.0.0.1:${setup.ports.auth}`;
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const account = await newAccount(authHost, email, setup.projectId);
  const booked = await bookFor(setup.siteUrl, account, email);
  // The dashboard shows the recommendation's offer and a make-up credit too.
  const dashboard = routes.includes('/dashboard');
  const enrollUrl = routes.includes('/enroll') || dashboard ? await recommendedLink(setup, account, email) : null;
  const enrolled = await enrolledWithTimes(setup, account, email);
  if (dashboard) await grantedCredit(setup, enrolled.enrollmentId);
  const mentor = routes.includes('/mentor') ? await mentorAccount(setup, enrolled.mentorId) : null;
  const certificate = routes.includes(CERTIFICATE_ROUTE) ? await awardedCertificate(setup, enrolled.enrollmentId) : null;
  // Once, not measured: the function's first worker starts seconds slower than a live site's.
  if (certificate) await fetch(`${setup.siteUrl}/certificates/${certificate}`).then((r) => r.text());
  return { email, account, booked, enrollUrl, mentor, certificate };
}

/**
 * @param {{ siteUrl: string, ports: Record<string, number> }} setup
 * @param {string[]} routes the routes measured this time (only CONTENT_ROUTES among them are)
 * @param {number} runs visits of each page, each in a fresh profile, after one not counted
 * @param {NonNullable<Awaited<ReturnType<typeof benchFamily>>>} family
 * @returns {Promise<Record<string, { contentMs: number[], afterLoadMs: number[], fastAfterLoadMs: number[], fcpMs: number[], inPageMs: number[] }>>}
 */
export async function contentTimes(setup, routes, runs, family) {
  const wanted = CONTENT_ROUTES.filter((route) => routes.includes(route));
  if (!wanted.length) return {};
  const { email, account, booked, enrollUrl, mentor } = family;
  // /api/book answers the link as the mail carries it, its glance already after the token.
  const manageUrl = booked.url;
  // The bare floor page under the same profile: its heading's first frame, for a ratio that reads across machines and loads.
  const pages = {
    floor: { url: `${setup.siteUrl}/floor-page`, check: ['h1'], signedIn: null },
    // firstPaint: what must be in the first frame painted (docs/performance.md).
    '/manage': { url: manageUrl, check: ['[data-booking-status]'], signedIn: null, firstPaint: ['[data-booking-status]'] },
    // The recommendation's mail link: the offer as mailed at first paint, then the server's answer.
    '/enroll': { url: enrollUrl ?? '', check: ['[data-enroll="ready"]'], signedIn: null, firstPaint: ['#enroll-title'] },
    '/dashboard': {
      url: `${setup.siteUrl}/dashboard`,
      // The trial booking and the enrolled child's weekly classes.
      check: ['[data-booking]', '[data-class]'],
      // Shown too, not timed: the enrolled child's make-up credit and the other child's offer.
      also: ['[data-credit]', '[data-recommendation]'],
      // The kept answer holds the bookings only (services/kept-dashboard.ts).
      firstPaint: ['[data-booking]'],
      signedIn: { storage: savedUser(account, email), cookie: await sessionCookie(setup.siteUrl, account), repeat: true },
    },
    '/mentor': {
      url: `${setup.siteUrl}/mentor`,
      check: ['[data-mentor-class]'],
      // Signed in as /mentor's sign-in leaves the device: Auth's saved user and the site's session.
      signedIn: mentor && {
        storage: savedUser(mentor.account, mentor.email),
        cookie: await sessionCookie(setup.siteUrl, mentor.account),
        repeat: false,
      },
    },
  };
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS });
  /** @type {Record<string, { contentMs: number[], afterLoadMs: number[], fastAfterLoadMs: number[], fcpMs: number[], inPageMs: number[] }>} */
  const result = Object.fromEntries(
    ['floor', ...wanted].map((route) => [
      route,
      { contentMs: [], afterLoadMs: [], fastAfterLoadMs: [], fcpMs: [], inPageMs: [] },
    ]),
  );
  try {
    // One visit of each first, not counted: the emulators answer a page's first requests
    // (a function's first worker, Auth's first lookup) seconds slower than a live site does.
    for (const route of wanted) {
      const { url, check, signedIn, also = [] } = pages[route];
      // That visit also waits for what the page shows beside the timed data: the fixture's.
      if ((await visit(browser, url, [...check, ...also], signedIn, true)).contentMs === Infinity && also.length)
        throw new Error(`${route} did not show ${[...check, ...also].join(', ')} within a minute`);
    }
    for (let i = 0; i < runs; i++) {
      for (const route of ['floor', ...wanted]) {
        const { url, check, signedIn, firstPaint } = pages[route];
        const seen = await visit(browser, url, check, signedIn, true, firstPaint);
        result[route].contentMs.push(seen.contentMs);
        result[route].afterLoadMs.push(seen.afterLoadMs);
        result[route].fcpMs.push(seen.fcpMs);
        result[route].inPageMs.push(seen.inPageMs);
        // And as this machine runs, unthrottled: the time from the load event to the booking.
        result[route].fastAfterLoadMs.push((await visit(browser, url, check, signedIn, false)).afterLoadMs);
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}
