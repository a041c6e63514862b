// What Firebase Hosting sends with our firebase.json: security headers, caching, the
// 404 page, and pages that run clean under the Content-Security-Policy.
import { test, expect } from '../support/e2e/fixtures';

test('pages carry the security headers and short HTML caching', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toMatch(/script-src [^;]*https:\/\/js\.paystack\.co/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['cache-control']).toBe('public, max-age=300, must-revalidate');
});

// Cross-Origin-Opener-Policy made Chromium start a new renderer when a page's HTML arrived,
// on the way to its first paint; only the staff console keeps it (see "Security headers"
// in docs/architecture.md).
test('only the staff console asks for its own browsing context group', async ({ request }) => {
  const parentPages = ['/', '/book-class', '/manage', '/pay', '/donate', '/donatepay', '/login', '/dashboard'];
  for (const path of [...parentPages, '/pricing', '/success', '/paysuccess']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cross-origin-opener-policy'], path).toBeUndefined();
  }
  const staff = await request.get('/staff');
  expect(staff.status()).toBe(200);
  expect(staff.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
});

test('hashed assets are cached for a year, immutable', async ({ page, request }) => {
  await page.goto('/');
  // The page's own scripts are listed on its after-paint loader (src/integrations/lean-pages/after-paint.mjs).
  const asset = await page
    .locator('script[data-after-paint]')
    .evaluate((el) => el.getAttribute('data-after-paint')?.split(' ')[0]);
  expect(asset).toMatch(/^\/_astro\//);
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('clean URLs: /about serves about.html', async ({ request }) => {
  const response = await request.get('/about');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html');
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

const routes = [
  '/',
  '/about',
  '/pricing',
  '/book-class',
  '/login',
  '/dashboard',
  '/mentor',
  '/donate',
  '/pay',
  '/donatepay',
  '/faq',
  '/success',
  '/error',
  // The Kiswahili twins render the same pages (and inline scripts) in other words.
  '/sw',
  '/sw/book-class',
  '/sw/dashboard',
  '/sw/manage',
  '/sw/success',
];
for (const route of routes) {
  test(`${route} runs with no script errors and no CSP violations`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Scroll through so client:visible islands hydrate too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

// Astro writes a few fixed scripts inline (the island loader and its directives), and
// /book-class has one of its own (the date strip's labels before the form's code arrives).
// The CSP allows exactly those by hash; when one changes, this names the new hash.
test('every inline script is allowed by the production CSP', async ({ request }) => {
  const { createHash } = await import('node:crypto');
  const { readFileSync } = await import('node:fs');
  const firebase = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const csp: string = firebase.hosting.headers
    .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
    .find((h: { key: string }) => h.key === 'Content-Security-Policy').value;
  const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
  expect(csp).not.toMatch(/127\.0\.0\.1|localhost|'unsafe-inline'[^;]*;.*script-src|script-src[^;]*'unsafe-inline'/);
  const missing = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/application\/ld\+json/.test(match[1]!)) continue;
      const hash = `'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`;
      if (!scriptSrc.includes(hash)) missing.add(`${hash} (on ${route})`);
    }
  }
  expect([...missing], 'add these to script-src in firebase.json').toEqual([]);
});
