// axe finds no violations on any route, on a phone (360 px) and a desktop (1280 px).
import { test, expect, axe, phone, desktop } from '../support/e2e/fixtures';
import { localePath } from '../../src/i18n/languages';

const routes = [
  '/',
  '/about',
  '/programs',
  '/projects',
  '/testimonials',
  '/contact',
  '/pricing',
  '/terms',
  '/faq',
  '/careers',
  '/book-class',
  '/login',
  '/dashboard',
  '/pay',
  '/pay?plan=elite&period=monthly&currency=KES',
  '/donate',
  '/donatepay',
  '/success',
  '/error',
  '/paysuccess',
  '/payerror',
  '/no-such-page-here',
];

// Every public page's Kiswahili twin under /sw/ (the not-found page is one page for both).
const kiswahili = routes.filter((route) => route !== '/no-such-page-here').map((route) => localePath(route, 'sw'));

// A trace's snapshots of axe's work would cost more than the scan itself.
test.use({ trace: 'off' });

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of [...routes, ...kiswahili]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        // A fixed Date.now() keeps the result screens' countdowns from ever reaching zero,
        // so they cannot redirect mid-scan; timers still run, which axe needs.
        if (/^(\/sw)?\/(success|error|paysuccess|payerror)$/.test(route))
          await page.clock.setFixedTime(new Date('2030-01-06T08:00:00Z'));
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        expect(await axe(page)).toEqual([]);
      });
    }
  });
}
