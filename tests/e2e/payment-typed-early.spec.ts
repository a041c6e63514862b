// A parent on a slow phone types into the payment forms before their code arrives: the
// page's scripts are held back while they type, then let through. Nothing typed is lost.
import type { Page } from '@playwright/test';
import { test, expect, phone } from '../support/e2e/fixtures';
import { read } from '../support/firestore';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { sitePrice, sitePriceText } from '../support/site-plans';

const standin = process.env.PAYSTACK_STANDIN_URL ?? 'http://127.0.0.1:5055';
const popup = (page: Page) => page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });
test.setTimeout(120_000);

/** Opens `path` with every script held back; resolves once the form shows and the code is waiting. */
async function openWithoutCode(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => scripts.waiting(), { message: 'the page asked for its code' }).toBeGreaterThan(0);
  return scripts;
}

/** The transaction the stand-in's popup registered, read back from the stand-in. */
async function standinTransaction(reference: string) {
  const res = await fetch(`${standin}/__standin/transactions/${encodeURIComponent(reference)}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as { email: string; customer: { email: string }; metadata: Record<string, unknown> };
}

test.describe('payments: typed before the code arrives', () => {
  test('/pay keeps the name and email typed before hydration, focus and caret too, and pays with them', async ({ page }) => {
    await page.setViewportSize(phone);
    const scripts = await openWithoutCode(page, '/pay?plan=elite&period=yearly&currency=USD');
    const card = page.locator('[data-payment-card="plan"]');
    await card.getByLabel('Full name').fill("Wanjiru Ng'ang'a");
    await card.getByLabel('Email').pressSequentially('mama.wanjiru@example.co');
    await expect(card).not.toHaveAttribute('data-ready');

    await scripts.release();
    await hydrated(card);
    await expect(card.getByLabel('Full name')).toHaveValue("Wanjiru Ng'ang'a");
    await expect(card.getByLabel('Email')).toHaveValue('mama.wanjiru@example.co');
    await expect(card.getByLabel(/^Amount/)).toHaveValue(String(sitePrice('elite', 'yearly', 'USD')));
    await expect(card.locator('[data-amount]')).toHaveText(sitePriceText('elite', 'yearly', 'USD'));
    // Focus and caret stayed in the email field: the next key lands at its end.
    await expect(card.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('m');
    await expect(card.getByLabel('Email')).toHaveValue('mama.wanjiru@example.com');
    // The validation state follows: pay is enabled, nothing is marked invalid.
    const pay = card.getByRole('button', { name: 'Pay Now (USD)' });
    await expect(pay).toBeEnabled();
    await expect(card.locator('[aria-invalid]')).toHaveCount(0);
    await expect(card.getByRole('alert')).toHaveText('');

    const verify = page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment'), { timeout: 90_000 });
    await pay.click();
    await expect(popup(page)).toContainText('mama.wanjiru@example.com');
    await expect(popup(page)).toContainText(sitePriceText('elite', 'yearly', 'USD'));
    await popup(page).getByRole('button', { name: 'Pay', exact: true }).click();
    const { reference } = (await verify).postDataJSON() as { reference: string };
    const tx = await standinTransaction(reference);
    expect(tx.customer.email).toBe('mama.wanjiru@example.com');
    expect(tx.metadata.studentName).toBe("Wanjiru Ng'ang'a");
    await expect(page).toHaveURL(/\/paysuccess$/, { timeout: 90_000 });
    await expect.poll(() => read(`payments/${reference}`), { timeout: 20_000 }).not.toBeNull();
  });

  test('/donatepay keeps the name, email and an edited amount typed before hydration', async ({ page }) => {
    await page.setViewportSize(phone);
    const scripts = await openWithoutCode(page, '/donatepay?amount=1000&currency=KES&planName=Donation');
    const card = page.locator('[data-payment-card="donation"]');
    await card.getByLabel('Full name').fill('Mũthoni Kariuki');
    await card.getByLabel('Email').fill('muthoni@example.com');
    // The server page has no amount yet (it comes from the URL once hydrated): the typed one wins.
    await card.getByLabel(/^Amount/).fill('1500');

    await scripts.release();
    await hydrated(card);
    await expect(card).toHaveAttribute('data-ready', 'true');
    await expect(card.getByLabel('Full name')).toHaveValue('Mũthoni Kariuki');
    await expect(card.getByLabel('Email')).toHaveValue('muthoni@example.com');
    await expect(card.getByLabel(/^Amount/)).toHaveValue('1500');
    await expect(card.locator('[data-amount]')).toHaveText('KES 1,500');
    await expect(card.getByLabel(/^Amount/)).toBeFocused();
    const donate = card.getByRole('button', { name: 'Donate Now (KES)' });
    await expect(donate).toBeEnabled();

    await donate.click();
    await expect(popup(page)).toContainText('KES 1,500');
    await expect(popup(page)).toContainText('muthoni@example.com');
    const verify = page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment'), { timeout: 90_000 });
    await popup(page).getByRole('button', { name: 'Pay', exact: true }).click();
    const { reference } = (await verify).postDataJSON() as { reference: string };
    const tx = await standinTransaction(reference);
    expect(tx.metadata.studentName).toBe('Mũthoni Kariuki');
    await expect(page).toHaveURL(/\/paysuccess$/, { timeout: 90_000 });
  });

  test('/pay with an invalid email typed early shows the right message once the code is there', async ({ page }) => {
    const scripts = await openWithoutCode(page, '/pay?plan=starter&period=monthly&currency=KES');
    const card = page.locator('[data-payment-card="plan"]');
    await card.getByLabel('Full name').fill('Amani Otieno');
    await card.getByLabel('Email').fill('amani@example');
    await scripts.release();
    await hydrated(card);
    const pay = card.getByRole('button', { name: 'Pay Now (KES)' });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(card.getByRole('alert')).toHaveText('Enter a valid email address.');
    await expect(card.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByLabel('Full name')).toHaveValue('Amani Otieno');
  });

  test('/donate keeps a currency and a custom amount chosen before hydration', async ({ page }) => {
    await page.setViewportSize(phone);
    const scripts = await openWithoutCode(page, '/donate');
    const form = page.locator('#donate-form');
    await form.getByText('USD', { exact: true }).click();
    await form.getByLabel(/custom amount/).fill('25');
    await scripts.release();
    await hydrated(form);
    await expect(form.getByRole('radio', { name: 'USD', exact: true })).toBeChecked();
    await expect(form.getByLabel(/custom amount/)).toHaveValue('25');
    await expect(form.getByLabel(/custom amount/)).toBeFocused();
    await form.getByRole('button', { name: 'Donate Now →' }).click();
    await expect(page).toHaveURL(/\/donatepay\?amount=25&currency=USD&planName=Donation$/);
  });

  test('/donate keeps a preset picked before hydration', async ({ page }) => {
    const scripts = await openWithoutCode(page, '/donate');
    const form = page.locator('#donate-form');
    await form.getByText('KES 5,000', { exact: true }).click();
    await scripts.release();
    await hydrated(form);
    await expect(form.getByRole('radio', { name: 'KES 5,000' })).toBeChecked();
    await form.getByRole('button', { name: 'Donate Now →' }).click();
    await expect(page).toHaveURL(/\/donatepay\?amount=5000&currency=KES&planName=Donation$/);
  });
});
