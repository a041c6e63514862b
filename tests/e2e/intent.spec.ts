// client:intent (src/integrations/client-intent/directive.ts): a form island is server HTML until the
// parent acts in it (or the browser is idle after the largest paint); what they do first is kept.
import type { Page, Route } from '@playwright/test';
import { test, expect, phone } from '../support/e2e/fixtures';
import { afterIdle, frames } from '../support/e2e/settled';
import { messages } from '../../src/domain/messages';
import { sitePriceText } from '../support/site-plans';

test.setTimeout(120_000);
test.use({ viewport: phone });

/** Holds an island's code on the wire until release() is called. */
async function holdScript(page: Page, pattern: RegExp) {
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Keeps the browser from ever calling idle callbacks, so only the parent's actions hydrate. */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

test('the island code loads only after the largest paint, when the browser is idle', async ({ page }) => {
  const island = page.locator('#donate-form astro-island');
  await page.goto('/donate');
  await expect(island).not.toHaveAttribute('ssr', { timeout: 30_000 });
  const order = await page.evaluate(async () => {
    // Largest-paint entries are only handed to an observer (buffered: the ones already reported).
    // The directive waits for the first one the browser reports; a later, larger candidate
    // can still follow it on a busy machine, after the code has arrived.
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? 0)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const code = performance.getEntriesByType('resource').find((r) => /DonateForm\.[\w-]+\.js$/.test(r.name));
    return { lcp, code: code?.startTime ?? -1 };
  });
  expect(order.lcp).toBeGreaterThan(0);
  expect(order.code).toBeGreaterThan(order.lcp);
});

test('nothing hydrates while the parent only looks; the first focus inside the form does', async ({ page }) => {
  await neverIdle(page);
  const code = await holdScript(page, /DonateForm\.[\w-]+\.js$/);
  await page.goto('/donate', { waitUntil: 'load' });
  // Idle never comes here: nothing but the parent can start the code, so a few frames do.
  await frames(page, 10);
  expect(code.requested(), 'no island code before the parent acts').toBe(false);
  await page.getByLabel(/custom amount/).focus();
  await expect.poll(code.requested).toBe(true);
  code.release();
  await expect(page.locator('#donate-form astro-island')).not.toHaveAttribute('ssr');
});

test("/book-class hydrates on the parent's first move only: never while they only look, even when idle", async ({ page }) => {
  // Idle callbacks run as usual here: the booking form does not wait for them.
  const code = await holdScript(page, /BookingForm\.[\w-]+\.js$/);
  await page.goto('/book-class', { waitUntil: 'load' });
  await afterIdle(page);
  expect(code.requested(), 'no booking form code while the parent only looks').toBe(false);
  await page.getByLabel('Student name').focus();
  await expect.poll(code.requested).toBe(true);
  code.release();
  await expect(page.locator('#booking-form astro-island')).not.toHaveAttribute('ssr', { timeout: 30_000 });
});

test('a press on the submit button before the code arrives is kept and answered once it runs', async ({ page }) => {
  await neverIdle(page);
  const code = await holdScript(page, /DonateForm\.[\w-]+\.js$/);
  await page.goto('/donate', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Donate Now →' }).click();
  // The form did not submit natively (that would reload /donate with a query string).
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#donate-form astro-island')).toHaveAttribute('ssr');
  code.release();
  await expect(page.locator('#donate-form').getByText(messages.donate.noAmount)).toBeVisible();
});

test('a parent types into /pay before the code arrives, then pays: nothing typed is lost', async ({ page }) => {
  const code = await holdScript(page, /PlanPayment\.[\w-]+\.js$/);
  await page.goto('/pay?plan=elite&period=yearly&currency=USD', { waitUntil: 'load' });
  const card = page.locator('[data-payment-card="plan"]');
  await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('ssr');
  // Keystrokes into the server-rendered fields, with the island's code still on the wire.
  await card.getByLabel('Full name').pressSequentially('Achieng Otieno');
  await card.getByLabel('Email').pressSequentially('achieng@example.com');
  expect(code.requested()).toBe(true);
  code.release();
  await expect(page.locator('[data-payment-card="plan"][data-ready]')).toBeVisible();
  await expect(card.getByLabel('Full name')).toHaveValue('Achieng Otieno');
  await expect(card.getByLabel('Email')).toHaveValue('achieng@example.com');
  await card.getByRole('button', { name: 'Pay Now (USD)' }).click();
  const popup = page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });
  await expect(popup).toContainText(sitePriceText('elite', 'yearly', 'USD'));
  await expect(popup).toContainText('achieng@example.com');
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/paysuccess$/, { timeout: 90_000 });
});

test('/manage is a loading card in its HTML, and with a link its island runs at once, even when the browser reports no largest paint', async ({
  page,
}) => {
  // The server HTML has none of the family's data: it says the booking is loading (or, with
  // no link, that there is none). The page is its data, so with a link the island hydrates at
  // once (client:intent="data"), not on intent.
  const html = await (await page.request.get('/manage')).text();
  expect(html).toContain(messages.manage.loading);
  expect(html).toContain('client="intent"');
  // A browser that never hands out a largest-paint entry (as Chromium did on a reload of a
  // scrolled /manage): the island hydrates and answers the link all the same.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type === 'largest-contentful-paint') return;
      observe.call(this, options);
    };
  });
  await page.goto('/manage#not-a-real-token-0123456789abcdef', { waitUntil: 'load' });
  await expect(page.locator('astro-island[client="intent"]')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: messages.manage.notFound })).toBeVisible({ timeout: 30_000 });
});

test('/manage and /dashboard with nothing to show: their static HTML says so, and no island code loads', async ({ page }) => {
  const code: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/(ManageBooking|Dashboard|client)\.[\w-]+\.js$/.test(r.url())) code.push(r.url());
  });
  await page.goto('/manage', { waitUntil: 'load' });
  await expect(page.getByRole('alert').filter({ hasText: messages.manage.notFound })).toBeVisible();
  await expect(page.getByText(messages.manage.loading)).toBeHidden();
  await page.goto('/dashboard', { waitUntil: 'load' });
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Loading your dashboard…')).toBeHidden();
  await afterIdle(page);
  expect(code).toEqual([]);
  // A link pasted in later still opens: the island starts on the new fragment.
  await page.goto('/manage', { waitUntil: 'load' });
  await page.evaluate(() => (location.hash = 'not-a-real-token-0123456789abcdef'));
  await expect(page.locator('astro-island[client="intent"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
});
