// A parent whose /pay page still carried an old price (opened before plans.yaml changed):
// Paystack takes the old amount, and the page says the payment was received and the school
// will confirm the plan (never "failed", never /payerror); payments/{reference} holds it for
// review. The old page is played by charging the stand-in a different amount than today's.
import type { Page } from '@playwright/test';
import { test, expect, axe, desktop, phone } from '../support/e2e/fixtures';
import { words as messages } from '../../src/i18n/en/messages';
import { read } from '../support/firestore';
import { wakeVerifyPayment } from '../support/e2e/payment-helpers';
import { sitePrice } from '../support/site-plans';
import { formatMoney } from '../../src/domain/pricing';

const starterKes = sitePrice('starter', 'monthly', 'KES');
// Any amount but today's: a lower one, as a price rise leaves behind.
const oldPrice = Math.max(1, starterKes - 1000);
const oldPriceSubunits = oldPrice * 100;
test.setTimeout(180_000);

test.beforeAll(wakeVerifyPayment);

/** The page's Paystack call charges the old price, as a page built from the old plans.yaml would. */
async function chargeOldPrice(page: Page) {
  await page.route('**/v2/inline.js', async (route) => {
    const original = await route.fetch();
    const patch = `;(function(){var P=window.PaystackPop,t=P.prototype.newTransaction;P.prototype.newTransaction=function(o){return t.call(this,Object.assign({},o,{amount:${oldPriceSubunits}}))}})();`;
    await route.fulfill({ response: original, body: (await original.text()) + patch });
  });
}

test('a plan charged at an old price: received, the school confirms the plan, recorded for review', async ({ page }, info) => {
  await page.setViewportSize(phone);
  await chargeOldPrice(page);
  const urls: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  await page.goto('/pay?plan=starter&period=monthly&currency=KES');
  const card = page.locator('[data-payment-card="plan"][data-ready]');
  await expect(card.locator('[data-amount]')).toHaveText(formatMoney(starterKes, 'KES'));
  await card.getByLabel('Full name').fill('Amani Otieno');
  await card.getByLabel('Email').fill('amani.review@example.com');
  const verify = page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment'), { timeout: 90_000 });
  await card.getByRole('button', { name: 'Pay Now (KES)' }).click();
  const popup = page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });
  await expect(popup).toContainText(formatMoney(oldPrice, 'KES'));
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  const { reference } = (await verify).postDataJSON() as { reference: string };

  const received = card.locator('[data-payment-received]');
  await expect(received).toBeVisible({ timeout: 90_000 });
  await expect(received.getByRole('status')).toContainText(messages.payment.receivedTitle);
  await expect(received.getByRole('status')).toContainText(messages.payment.receivedForReview);
  await expect(received.locator('[data-reference]')).toHaveText(reference);
  await expect(received).toBeFocused();
  await expect(card.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
  // The form, and its error region with it, is gone: nothing on the page says it failed.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('payment-received-360.png'), fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: info.outputPath('payment-received-1280.png'), fullPage: true });

  expect(await read(`payments/${reference}`)).toMatchObject({
    status: 'review',
    amount: oldPrice,
    currency: 'KES',
    plan: 'starter',
    period: 'monthly',
    expected: { plan: 'starter', period: 'monthly', amount: starterKes, currency: 'KES' },
  });
  // The page stays: no result page says it failed.
  await page.waitForTimeout(2000);
  expect(urls.some((url) => /\/pay(error|success)/.test(url))).toBe(false);
  await received.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
