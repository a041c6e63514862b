// Every route answers and shows its key content; the result screens count down honestly
// and redirect; an unknown path gets the not-found page with status 404.
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/fixtures';
import { words as messages } from '../../src/i18n/en/messages';
import { resultRedirects } from '../../src/domain/redirects';

const data = <T>(name: string): T => yaml.load(readFileSync(`src/content/${name}.yaml`, 'utf8')) as T;
const settings = data<{ site: { brandName: string; contactEmail: string; tagline: string; governingLaw: string } }>(
  'settings',
).site;
const faqs = data<{ question: string; order: number }[]>('faqs').sort((a, b) => a.order - b.order);
const careers = data<{ title: string; location: string; kind: string }[]>('careers');
const countries = data<{ name: string }[]>('countries');

/** Fake timers, paused: the result screens count down only when the test moves the clock. */
async function freezeClock(page: Page) {
  const start = new Date('2030-01-06T08:00:00Z');
  await page.clock.install({ time: start });
  // Time flows from `start` until paused; a minute ahead is safely in the future.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** Each route with a heading (or text) that shows it rendered the right page. */
const routes: { path: string; key: string | RegExp }[] = [
  { path: '/', key: /^Coding and AI classes/ },
  { path: '/about', key: "Helping Africa's children learn, build and succeed with code" },
  { path: '/programs', key: 'Our Programs' },
  { path: '/projects', key: 'Student Projects' },
  { path: '/testimonials', key: 'Testimonials' },
  { path: '/contact', key: 'Contact Us' },
  { path: '/pricing', key: 'Pricing' },
  { path: '/terms', key: 'Terms & Conditions' },
  { path: '/faq', key: 'Frequently Asked Questions' },
  { path: '/careers', key: 'Teach the next generation of African creators' },
  { path: '/book-class', key: 'Book a Free Trial Class' },
  { path: '/donate', key: 'Empower a Learner' },
  { path: '/success', key: messages.results.bookingSuccess.title },
  { path: '/error', key: messages.results.bookingError.title },
  { path: '/paysuccess', key: messages.results.paymentSuccess.title },
  { path: '/payerror', key: messages.results.paymentError.title },
];

test.describe('every route', () => {
  for (const { path, key } of routes) {
    test(`${path} answers 200 and shows its heading`, async ({ page }) => {
      await freezeClock(page); // result screens must not redirect while we look
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(settings.brandName));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(key);
    });
  }

  // The island pages: their static shell is here; the islands' own tests check the rest.
  for (const path of ['/login', '/dashboard', '/pay', '/donatepay']) {
    test(`${path} answers 200 with its page shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(settings.brandName));
      await expect(page.locator('main#main')).toBeAttached();
    });
  }

  test('robots.txt allows everything and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  });

  test('the Open Graph image is a PNG', async ({ request }) => {
    const response = await request.get('/og-image.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  });
});

test.describe('content pages', () => {
  test('/about has every section, the 5 to 18 ages, online classes and the five countries', async ({ page }) => {
    await page.goto('/about');
    const main = page.locator('main');
    for (const eyebrow of ['Who We Are', 'What We Offer', 'How We Teach', 'Who We Serve', 'Our Reach']) {
      await expect(main.getByText(eyebrow, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Mission & Vision' })).toBeVisible();
    await expect(main).toContainText('100% online, live and interactive, with group or one-on-one options');
    await expect(main).toContainText('aged 5 to 18');
    const reach = page.locator('#our-reach li');
    await expect(reach).toHaveCount(countries.length);
    for (const country of countries) await expect(reach.getByText(country.name, { exact: true })).toBeVisible();
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} ${settings.brandName}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((t) => JSON.parse(t)['@type'])).toContain('EducationalOrganization');
  });

  test('/terms has the nine sections in order and the governing law', async ({ page }) => {
    await page.goto('/terms');
    const headings = await page.locator('article h2').allTextContents();
    expect(headings.map((h) => h.replace(/^\d+\.\s*/, ''))).toEqual([
      'Acceptance of Terms',
      'Services Provided',
      'User Accounts',
      'Payments and Refunds',
      'Content Usage',
      'Privacy',
      'Disclaimers',
      'Modifications',
      'Governing Law',
    ]);
    await expect(page.locator('#accounts')).toContainText('Parents or guardians create accounts for their children');
    await expect(page.locator('#payments')).toContainText('paid upfront');
    await expect(page.locator('#content')).toContainText('personal use');
    await expect(page.locator('#privacy')).toContainText('name, email and phone number');
    await expect(page.locator('#governing-law')).toContainText(settings.governingLaw);
  });

  test('/faq lists every FAQ in order as a <details> that opens, and links to /contact', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('main details');
    await expect(items).toHaveCount(faqs.length);
    expect(await items.locator('summary').allInnerTexts()).toEqual(faqs.map((f) => f.question));
    await items.first().locator('summary').click();
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(items.first()).toContainText('6 to 18');
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toHaveLength(faqs.length);
  });

  test('/careers shows every role and how to apply by email', async ({ page }) => {
    await page.goto('/careers');
    for (const role of careers) {
      const card = page.locator('article', { has: page.getByRole('heading', { name: role.title, exact: true }) });
      await expect(card).toContainText(role.location);
      await expect(card).toContainText(role.kind);
      await expect(card.locator(`a[href^="mailto:${settings.contactEmail}"]`)).toBeVisible();
    }
    await expect(page.locator('#how-to-apply')).toContainText(settings.contactEmail);
  });
});

test.describe('result screens', () => {
  const screens = [
    {
      path: '/success',
      ...resultRedirects.success,
      text: [messages.results.bookingSuccess.text],
      button: messages.results.bookingSuccess.button,
      href: '/',
    },
    {
      path: '/error',
      ...resultRedirects.error,
      text: messages.results.bookingError.texts,
      button: messages.results.bookingError.button,
      href: '/book-class',
    },
    {
      path: '/paysuccess',
      ...resultRedirects.paysuccess,
      text: [messages.results.paymentSuccess.text],
      button: messages.results.paymentSuccess.button,
      href: '/dashboard',
    },
    {
      path: '/payerror',
      ...resultRedirects.payerror,
      text: [messages.results.paymentError.text],
      button: messages.results.paymentError.button,
      href: '/pricing',
    },
  ];

  for (const screen of screens) {
    test(`${screen.path} counts down from ${screen.seconds} and then goes to ${screen.to}`, async ({ page, baseURL }) => {
      await freezeClock(page);
      await page.goto(screen.path);
      for (const line of screen.text) await expect(page.getByText(line, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: screen.button })).toHaveAttribute('href', screen.href);

      const countdown = page.getByRole('status').filter({ hasText: 'Redirecting' });
      await expect(countdown).toHaveText(`Redirecting in ${screen.seconds} seconds…`);
      // The countdown's script loads after the first paint; moving the clock before it runs
      // would move nothing.
      await page.locator('script[data-after-paint][data-loaded]').waitFor({ state: 'attached' });
      await page.clock.runFor(1000);
      await expect(countdown).toHaveText(`Redirecting in ${screen.seconds - 1} seconds…`);
      await page.clock.runFor((screen.seconds - 2) * 1000);
      await expect(countdown).toHaveText('Redirecting in 1 second…');
      expect(new URL(page.url()).pathname).toBe(screen.path);

      await page.clock.runFor(1000);
      await page.waitForURL(new URL(screen.to, baseURL).href);
    });
  }

  test("/error's Try Again goes to /book-class", async ({ page }) => {
    await freezeClock(page);
    await page.goto('/error');
    await page.locator('[data-try-again]').click();
    await expect(page).toHaveURL(/\/book-class$/);
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.results.notFound.title);
    await expect(page.getByText(messages.results.notFound.text)).toBeVisible();
    await expect(page.getByRole('link', { name: messages.results.notFound.button })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an unknown English address answers 404 with the English screen only', async ({ page }) => {
    const { words: messagesSw } = await import('../../src/i18n/sw/messages');
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.results.notFound.title);
    await expect(page.getByText(messagesSw.results.notFound.text)).toBeHidden();
    await expect(page.getByRole('link', { name: messages.results.notFound.button })).toHaveAttribute('href', '/');
  });
});
