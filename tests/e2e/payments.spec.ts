// Plan payments and donations end to end: the built site on the Hosting emulator, the
// verifyPayment function, the Firestore emulator and the local Paystack stand-in. A plan payment,
// a donation, a closed popup and a failed payment.
import { test, expect, phone } from '../support/e2e/fixtures';
import { wakeVerifyPayment } from '../support/e2e/payment-helpers';
import { sitePlan, sitePrice, sitePriceText } from '../support/site-plans';
import { classesText } from '../../src/domain/pricing';
import { standin, verifyTimeout, watchThirdParty, verifiedReference, popup, storedPayment } from './payments-setup';

test.setTimeout(150_000);

test.beforeAll(wakeVerifyPayment);

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
});
