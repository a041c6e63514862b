// Plan payments and donations end to end: the built site on the Hosting emulator, the
// verifyPayment function, the Firestore emulator and the local Paystack stand-in.
import type { Page, Request } from '@playwright/test';
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { read } from '../support/firestore';
import { wakeVerifyPayment } from '../support/e2e/payment-helpers';
import { sitePlan, sitePrice, sitePriceText } from '../support/site-plans';
import { classesText } from '../../src/domain/pricing';

const standin = process.env.PAYSTACK_STANDIN_URL ?? 'http://127.0.0.1:5055';
const site = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

// Verification may meet a cold function instance on a busy machine.
const verifyTimeout = 90_000;
test.setTimeout(150_000);

test.beforeAll(wakeVerifyPayment);

/** Requests for Paystack or Firebase code, as the page makes them. */
function watchThirdParty(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.startsWith(standin) || /firebase|googleapis|gstatic|paystack\.co/i.test(url)) seen.push(url);
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(site) || response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // The Firebase SDK's own code carries its error class; our own pages never need it here.
    if (body.includes('FirebaseError')) seen.push(`firebase sdk in ${url}`);
  });
  return seen;
}

/** The verify call's reference, once the browser makes it. */
async function verifiedReference(page: Page): Promise<string> {
  const request = await page.waitForRequest((r) => r.url().endsWith('/api/verifyPayment') && r.method() === 'POST', {
    timeout: verifyTimeout,
  });
  return (request.postDataJSON() as { reference: string }).reference;
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });

async function storedPayment(reference: string) {
  await expect.poll(() => read(`payments/${reference}`), { timeout: 20_000 }).not.toBeNull();
  const data = (await read(`payments/${reference}`))!;
  return (name: string) => data[name];
}

test.describe('payments', () => {
  test('a plan payment: Elite yearly in USD from the pricing grid to /paysuccess, recorded on the server', async ({ page }) => {
    const thirdParty = watchThirdParty(page);
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    await pricing.getByRole('radio', { name: /USD/ }).check();
    await pricing.getByRole('radio', { name: /Yearly/ }).check();
    await pricing
      .locator('[data-plan="elite"]')
      .getByRole('link', { name: /Enroll/ })
      .click();

    await expect(page).toHaveURL(/\/pay\?plan=elite&period=yearly&currency=USD$/);
    const card = page.locator('[data-payment-card="plan"][data-ready]');
    await expect(card.locator('[data-plan-name]')).toContainText('Elite');
    await expect(card.locator('[data-plan-classes]')).toHaveText(classesText(sitePlan('elite').classes));
    await expect(card.locator('[data-amount]')).toHaveText(sitePriceText('elite', 'yearly', 'USD'));
    await expect(card.getByText('Secure Payment Portal')).toBeVisible();
    await expect(card.getByLabel('Full name')).toHaveAttribute('placeholder', "Enter student's full name");

    await card.getByLabel('Full name').fill("Wanjiru Ng'ang'a");
    await card.getByLabel('Email').fill('mama.wanjiru@example.com');
    expect(thirdParty, 'no Paystack or Firebase before pressing pay').toEqual([]);

    const reference = verifiedReference(page);
    await card.getByRole('button', { name: 'Pay Now (USD)' }).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText(sitePriceText('elite', 'yearly', 'USD'));
    await expect(popup(page)).toContainText('Channels: card');
    expect(thirdParty.some((url) => url.startsWith(`${standin}/v2/inline.js`))).toBe(true);
    await popup(page).getByRole('button', { name: 'Pay', exact: true }).click();

    const ref = await reference;
    await expect(page).toHaveURL(/\/paysuccess$/, { timeout: verifyTimeout });
    const stored = await storedPayment(ref);
    expect(stored('status')).toBe('success');
    expect(stored('kind')).toBe('plan');
    expect(stored('plan')).toBe('elite');
    expect(stored('period')).toBe('yearly');
    expect(stored('amount')).toBe(1053);
    expect(stored('currency')).toBe('USD');
    expect(stored('email')).toBe('mama.wanjiru@example.com');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('a donation of a custom KES amount from /donate through /donatepay', async ({ page }) => {
    await page.setViewportSize(phone);
    const thirdParty = watchThirdParty(page);
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'Empower a Learner' })).toBeVisible();
    const form = page.locator('#donate-form');
    await expect(form.locator('astro-island')).not.toHaveAttribute('ssr');
    await expect(form.getByRole('radio', { name: 'KES', exact: true })).toBeChecked();

    // A preset clears the custom amount, and typing clears the preset.
    const custom = form.getByLabel(/custom amount/);
    await custom.fill('750');
    await form.getByText('KES 2,000', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'KES 2,000' })).toBeChecked();
    await expect(custom).toHaveValue('');
    await custom.fill('1234');
    await expect(form.getByRole('radio', { name: 'KES 2,000' })).not.toBeChecked();

    await form.getByRole('button', { name: 'Donate Now →' }).click();
    await expect(page).toHaveURL(/\/donatepay\?amount=1234&currency=KES&planName=Donation$/);
    const card = page.locator('[data-payment-card="donation"][data-ready]');
    await expect(card.locator('[data-plan-name]')).toHaveText('Donation');
    await expect(card.locator('[data-amount]')).toHaveText('KES 1,234');
    await card.getByLabel('Full name').fill('Mũthoni Kariuki');
    await card.getByLabel('Email').fill('muthoni@example.com');
    expect(thirdParty).toEqual([]);

    const reference = verifiedReference(page);
    await card.getByRole('button', { name: 'Donate Now (KES)' }).click();
    await expect(popup(page)).toContainText('KES 1,234');
    await expect(popup(page)).toContainText('mobile_money');
    await popup(page).getByRole('button', { name: 'Pay', exact: true }).click();
    const ref = await reference;
    await expect(page).toHaveURL(/\/paysuccess$/, { timeout: verifyTimeout });
    const stored = await storedPayment(ref);
    expect(stored('kind')).toBe('donation');
    expect(stored('amount')).toBe(1234);
    expect(stored('currency')).toBe('KES');
  });

  test('a closed popup keeps the parent on /pay with the form filled; a failed payment goes to /payerror', async ({ page }) => {
    await page.goto('/pay?plan=starter&period=monthly&currency=KES');
    const card = page.locator('[data-payment-card="plan"][data-ready]');
    await expect(card.locator('[data-amount]')).toHaveText(sitePriceText('starter', 'monthly', 'KES'));
    await card.getByLabel('Full name').fill('Amani Otieno');
    await card.getByLabel('Email').fill('amani@example.com');
    const pay = card.getByRole('button', { name: 'Pay Now (KES)' });

    await pay.click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Pay', exact: true })).toBeFocused();
    await popup(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(card.getByRole('alert')).toHaveText('Payment popup closed without completing transaction.');
    await expect(page).toHaveURL(/\/pay\?plan=starter&period=monthly&currency=KES$/);
    await expect(card.getByLabel('Full name')).toHaveValue('Amani Otieno');
    await expect(card.getByLabel('Email')).toHaveValue('amani@example.com');
    await expect(card.getByLabel(/^Amount/)).toHaveValue(String(sitePrice('starter', 'monthly', 'KES')));
    await expect(pay).toBeEnabled();

    // Escape closes the popup the same way, from the keyboard.
    await pay.click();
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card.getByRole('alert')).toHaveText('Payment popup closed without completing transaction.');

    await pay.click();
    await popup(page).getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/payerror$/, { timeout: verifyTimeout });
  });

  test('the payment card retries verification when Paystack answers 500, then succeeds', async ({ page }) => {
    await page.goto('/pay?plan=pro&period=quarterly&currency=USD');
    const card = page.locator('[data-payment-card="plan"][data-ready]');
    await expect(card.locator('[data-amount]')).toHaveText(sitePriceText('pro', 'quarterly', 'USD'));
    await card.getByLabel('Full name').fill('Baraka Mwangi');
    const email = `baraka-${Date.now()}@example.com`;
    await card.getByLabel('Email').fill(email);
    // Two failing verify calls for this payer only (other workers pay at the same time): the
    // stand-in's own webhook may take one, so at least one of the browser's attempts meets a
    // 500 and must be retried.
    const res = await fetch(`${standin}/__standin/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 2, email }),
    });
    expect(res.ok).toBe(true);
    const attempts: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/verifyPayment')) attempts.push(r.status());
    });
    await card.getByRole('button', { name: 'Pay Now (USD)' }).click();
    await popup(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/paysuccess$/, { timeout: verifyTimeout });
    expect(attempts[0]).toBe(502);
    expect(attempts.at(-1)).toBe(200);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(3);
  });

  test('every validation message of the payment screens and the donate screen', async ({ page }) => {
    await page.goto('/pay');
    const card = page.locator('[data-payment-card="plan"][data-ready]');
    await expect(card.locator('[data-plan-name]')).toHaveText('Custom Plan');
    const pay = card.getByRole('button', { name: 'Pay Now (USD)' });
    const alert = card.getByRole('alert');
    await expect(pay).toBeDisabled();

    await card.getByLabel('Full name').fill('   ');
    await card.getByLabel('Email').fill('parent@example.com');
    await card.getByLabel(/^Amount/).fill(String(sitePrice('elite', 'monthly', 'USD')));
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(alert).toHaveText('Please fill in all fields: student name, email, and amount.');

    await card.getByLabel('Full name').fill('Baraka');
    await card.getByLabel('Email').fill('parent@example');
    await pay.click();
    await expect(alert).toHaveText('Enter a valid email address.');

    await card.getByLabel('Email').fill('parent@example.com');
    await card.getByLabel(/^Amount/).fill('98');
    await pay.click();
    await expect(alert).toHaveText('Invalid amount for USD. Please select a valid plan.');

    await card.getByLabel('Email').fill('');
    await expect(pay).toBeDisabled();

    // The payment SDK cannot load: the script request fails.
    await page.route(`${standin}/v2/inline.js`, (route) => route.abort());
    await card.getByLabel('Email').fill('parent@example.com');
    await card.getByLabel(/^Amount/).fill(String(sitePrice('elite', 'monthly', 'USD')));
    await pay.click();
    await expect(alert).toHaveText('Payment SDK not loaded yet. Please wait a few seconds and try again.');
    await expect(pay).toBeEnabled();

    await page.goto('/donatepay?amount=0&currency=USD&planName=Donation');
    const donation = page.locator('[data-payment-card="donation"][data-ready]');
    await donation.getByLabel('Full name').fill('Friend');
    await donation.getByLabel('Email').fill('friend@example.com');
    await donation.getByLabel(/^Amount/).fill('0');
    await donation.getByRole('button', { name: 'Donate Now (USD)' }).click();
    await expect(donation.getByRole('alert')).toHaveText('Amount must be greater than zero.');

    await page.goto('/donate');
    const form = page.locator('#donate-form');
    await expect(form.locator('astro-island')).not.toHaveAttribute('ssr');
    await form.getByRole('button', { name: 'Donate Now →' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select or enter an amount.');
    await expect(page).toHaveURL(/\/donate$/);
  });

  test('no Paystack or Firebase code loads on /donate, /pay or /donatepay before pay is pressed', async ({ page }) => {
    const thirdParty = watchThirdParty(page);
    for (const path of [
      '/donate',
      '/pay?plan=pro&period=quarterly&currency=KES',
      '/donatepay?amount=500&currency=KES&planName=Donation',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(thirdParty).toEqual([]);
  });

  test('axe finds nothing on /donate, /pay and /donatepay, nor with a payment message showing', async ({ page }) => {
    for (const size of [phone, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.goto('/donate');
      await expect(page.locator('#donate-form astro-island')).not.toHaveAttribute('ssr');
      expect(await axe(page)).toEqual([]);

      await page.goto('/pay?plan=elite&period=yearly&currency=USD');
      await expect(page.locator('[data-payment-card][data-ready]')).toBeVisible();
      expect(await axe(page)).toEqual([]);

      await page.goto('/donatepay?amount=1000&currency=KES&planName=Donation');
      const card = page.locator('[data-payment-card][data-ready]');
      await expect(card).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await card.getByLabel('Full name').fill('Friend');
      await card.getByLabel('Email').fill('not-an-email');
      await card.getByRole('button', { name: 'Donate Now (KES)' }).click();
      await expect(card.getByRole('alert')).toHaveText('Enter a valid email address.');
      expect(await axe(page)).toEqual([]);
    }
  });

  test('the stand-in payment popup is accessible', async ({ page }) => {
    await page.goto('/donatepay?amount=1000&currency=KES&planName=Donation');
    const card = page.locator('[data-payment-card][data-ready]');
    await card.getByLabel('Full name').fill('Friend');
    await card.getByLabel('Email').fill('friend@example.com');
    await card.getByRole('button', { name: 'Donate Now (KES)' }).click();
    await expect(popup(page)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // Focus stays inside the dialog: Pay, Fail, Cancel, then (KES) the slow M-Pesa controls.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await expect(popup(page).getByRole('button', { name: 'Pay', exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(popup(page).getByRole('button', { name: 'Slow M-Pesa: fails' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+Tab');
    await expect(popup(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Donate Now (KES)' })).toBeFocused();
  });
});
