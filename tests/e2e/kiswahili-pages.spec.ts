// The Kiswahili pages under /sw/: their words, <html lang>, hreflang alternates (in the page
// and the sitemap) and the plain language link that keeps the parent on the same page.
import { test, expect } from '../support/e2e/fixtures';
import { catalogueIn } from '../../src/i18n/catalogues';
import { words as messagesSw } from '../../src/i18n/sw/messages';
import { resultRedirects, secondsText } from '../../src/domain/redirects';

const pages = [
  { sw: '/sw', en: '/', heading: catalogueIn('sw').home.hero.titleEnd },
  { sw: '/sw/book-class', en: '/book-class', heading: catalogueIn('sw').pages.bookClass.title },
];
const shell = catalogueIn('sw').shell;

for (const { sw, en, heading } of pages) {
  test(`${sw} is in Kiswahili, with lang="sw" and its alternates`, async ({ page }) => {
    await page.goto(sw);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('navigation', { name: shell.topBar.nav })).toBeAttached();
    await expect(page.locator('footer')).toContainText(shell.footer.rights);

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
    expect(alternates).toEqual([
      ['en', en],
      ['sw', sw],
      ['x-default', en],
    ]);
  });

  test(`${sw}'s language link leads to the same page in English and back`, async ({ page }) => {
    await page.goto(sw);
    // The footer's link is a plain link: it works with no script at all.
    await page.locator('footer a[hreflang]').click();
    await expect(page).toHaveURL((url) => url.pathname === en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('footer a[hreflang]').click();
    await expect(page).toHaveURL((url) => url.pathname === sw);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });
}

test('the sitemap lists each page with its twin in the other language and x-default', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const entry = /<url><loc>[^<]*\/sw\/book-class<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
  expect(entry).toMatch(/hreflang="en" href="[^"]*\/book-class"/);
  expect(entry).toMatch(/hreflang="sw" href="[^"]*\/sw\/book-class"/);
  expect(entry).toMatch(/hreflang="x-default" href="[^"]*\/book-class"/);
});

test('links on a Kiswahili page stay in Kiswahili', async ({ page }) => {
  await page.goto('/sw/pricing');
  const hrefs = await page
    .locator('header a[href^="/"]:not([hreflang]), main a[href^="/"]')
    // The islands' own links follow the language they are given (their own tests cover them).
    .evaluateAll((links) => links.filter((l) => !l.closest('astro-island')).map((l) => l.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/^\/sw(\/|#|$)/.test(href))).toEqual([]);
});

test('an unknown Kiswahili address answers 404 with the not-found page in Kiswahili, leading to /sw and /sw/faq', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto('/sw/hakuna-ukurasa-huu');
  expect(response?.status()).toBe(404);
  const notFound = messagesSw.results.notFound;
  // The page's script (allowed by the CSP) shows the Kiswahili screen and names the page in Kiswahili.
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
  expect(await page.title()).toContain(notFound.title);
  await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: notFound.button, exact: true })).toHaveAttribute('href', '/sw');
  const faq = page.getByRole('link', { name: catalogueIn('sw').pages.results.readFaq, exact: true });
  await expect(faq).toHaveAttribute('href', '/sw/faq');
  // The English screen is there for English addresses only.
  await expect(page.getByRole('link', { name: catalogueIn('en').pages.results.readFaq, exact: true })).toHaveCount(0);
  expect(blocked).toEqual([]);
});

test('a result screen under /sw/ speaks Kiswahili, counts down in Kiswahili and leads to the Kiswahili page', async ({
  page,
  baseURL,
}) => {
  const start = new Date('2030-01-06T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const { seconds, to } = resultRedirects.payerror;
  const words = catalogueIn('sw').pages.results;
  await page.goto('/sw/payerror');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesSw.results.paymentError.title);
  await expect(page.getByText(messagesSw.results.paymentError.text, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: messagesSw.results.paymentError.button })).toHaveAttribute('href', '/sw/pricing');
  // The logo leads to the Kiswahili home page.
  await expect(page.locator('section > a[aria-label]')).toHaveAttribute('href', '/sw');
  const countdown = page.getByRole('status').filter({ hasText: words.redirecting });
  await expect(countdown).toHaveText(`${words.redirecting} ${secondsText(seconds, words.seconds)}…`);
  await page.locator('script[data-after-paint][data-loaded]').waitFor({ state: 'attached' });
  await page.clock.runFor(1000);
  await expect(countdown).toHaveText(`${words.redirecting} ${secondsText(seconds - 1, words.seconds)}…`);
  await page.clock.runFor((seconds - 1) * 1000);
  await page.waitForURL(new URL(`/sw${to}`, baseURL).href);
});
