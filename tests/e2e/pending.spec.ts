// An M-Pesa charge the parent answers on the phone after the popup has closed: the page says
// the payment is still being confirmed (never /payerror), and the webhook records it later.
import type { Page } from '@playwright/test';
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { read } from '../support/firestore';
import { sitePriceText } from '../support/site-plans';

const standin = process.env.PAYSTACK_STANDIN_URL ?? 'http://127.0.0.1:5055';
const popup = (page: Page) => page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });
const stillConfirming =
  "We are still confirming your payment. Please don't pay again: we will email your receipt as soon as it is confirmed.";
test.setTimeout(180_000);

/** Every URL the page navigated to. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** How many of the page's verifyPayment calls are still unanswered, at any moment. */
function verifyCallsOut(page: Page): () => number {
  let out = 0;
  const isVerify = (url: string) => url.endsWith('/api/verifyPayment');
  page.on('request', (r) => void (isVerify(r.url()) && (out += 1)));
  page.on('requestfinished', (r) => void (isVerify(r.url()) && (out -= 1)));
  page.on('requestfailed', (r) => void (isVerify(r.url()) && (out -= 1)));
  return () => out;
}

async function paySlowly(page: Page, seconds: number, outcome: 'pays' | 'fails') {
  await page.goto('/pay?plan=starter&period=monthly&currency=KES');
  const card = page.locator('[data-payment-card="plan"][data-ready]');
  await expect(card.locator('[data-amount]')).toHaveText(sitePriceText('starter', 'monthly', 'KES'));
  await card.getByLabel('Full name').fill('Amani Otieno');
  await card.getByLabel('Email').fill('amani@example.com');
  const verify = page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment'), { timeout: 60_000 });
  await card.getByRole('button', { name: 'Pay Now (KES)' }).click();
  await expect(popup(page)).toContainText('mobile_money');
  await popup(page).getByLabel('M-Pesa prompt answered after (seconds)').fill(String(seconds));
  const started = Date.now();
  await popup(page)
    .getByRole('button', { name: `Slow M-Pesa: ${outcome}` })
    .click();
  const { reference } = (await verify).postDataJSON() as { reference: string };
  return { card, reference, started };
}

async function standinStatus(reference: string): Promise<string> {
  const res = await fetch(`${standin}/__standin/transactions/${encodeURIComponent(reference)}`);
  return ((await res.json()) as { status: string }).status;
}

test.describe('payments: a charge still pending', () => {
  test('a KES plan paid by a slow M-Pesa charge settling after 30 s: pending state, never /payerror, recorded by the webhook', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const urls = visited(page);
    const { card, reference, started } = await paySlowly(page, 30, 'pays');

    await expect(card.getByRole('status')).toHaveText('Verifying payment...');
    const pending = card.locator('[data-payment-pending]');
    await expect(pending).toBeVisible({ timeout: 60_000 });
    // The verdict came before the charge settled: this is the state a parent meets.
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(pending.getByRole('status')).toContainText(stillConfirming);
    await expect(pending.locator('[data-reference]')).toHaveText(reference);
    // Nothing is recorded while Paystack still says pending (the record read first, then the status).
    const early = await read(`payments/${reference}`);
    if ((await standinStatus(reference)) === 'pending') expect(early).toBeNull();
    await expect(card.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
    await expect(pending).toBeFocused();
    expect(await axe(page)).toEqual([]);

    // The charge settles on the phone; the stand-in sends the signed webhook, which records it.
    await expect.poll(() => read(`payments/${reference}`), { timeout: 60_000, intervals: [1000] }).not.toBeNull();
    expect(await read(`payments/${reference}`)).toMatchObject({
      source: 'webhook',
      channel: 'mobile_money',
      studentName: 'Amani Otieno',
    });
    // The page stayed put all along.
    await expect(pending).toBeVisible();
    expect(urls.some((url) => /\/pay(error|success)/.test(url))).toBe(false);
  });

  test('a pending charge that then fails is not recorded, and the parent was never sent to /payerror while it was pending', async ({
    page,
  }) => {
    const urls = visited(page);
    const verifyOut = verifyCallsOut(page);
    const { card, reference } = await paySlowly(page, 30, 'fails');
    await expect(card.locator('[data-payment-pending]')).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => standinStatus(reference), { timeout: 60_000, intervals: [1000] }).toBe('failed');
    // Every verify the page sent has been answered (the stand-in sends no webhook for a
    // declined charge): whatever could record the payment has acted, and nothing may be recorded.
    await expect.poll(verifyOut).toBe(0);
    expect(await read(`payments/${reference}`)).toBeNull();
    expect(urls.some((url) => url.includes('/payerror'))).toBe(false);
  });

  test('a slow charge declined while the function still waits goes to /payerror (a definitive answer)', async ({ page }) => {
    const { reference } = await paySlowly(page, 4, 'fails');
    await expect(page).toHaveURL(/\/payerror$/, { timeout: 60_000 });
    expect(await read(`payments/${reference}`)).toBeNull();
  });
});
