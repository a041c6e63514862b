// Mail as a family receives it: pay for a plan in the browser, and the receipt arrives in
// MailDev (the local mail catcher), readable on a 360 px phone.
import { test, expect } from './fixtures';

const inbox = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

interface Received {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

test.setTimeout(180_000);

test('mail: paying for a plan sends the receipt, readable at 360 px', async ({ page, browser }, testInfo) => {
  const email = `receipt-${Date.now()}@example.com`;
  await page.goto('/pay?plan=pro&period=monthly&currency=KES');
  const card = page.locator('[data-payment-card="plan"][data-ready]');
  await expect(card.locator('[data-amount]')).toHaveText('KES 10,000');
  await card.getByLabel('Full name').fill('Chidi Okafor');
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Pay Now (KES)' }).click();
  await page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/paysuccess/, { timeout: 90_000 });

  let receipt: Received | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${inbox}/api/email`)).json()) as Received[];
        receipt = all.find((m) => m.to.some((to) => to.address === email));
        return receipt?.subject;
      },
      { timeout: 60_000 },
    )
    .toBe('Your JengaCode receipt: Pro plan, monthly, KES 10,000');
  expect(receipt!.text).toContain('Classes: 2 classes per week');
  expect(receipt!.text).toContain('Amount: KES 10,000');

  const phone = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await phone.goto(`${inbox}/api/email/${receipt!.id}/html`);
  await expect(phone.getByText('Billing period')).toBeVisible();
  await expect(phone.getByText('KES 10,000')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await testInfo.attach('receipt-360', { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
  await phone.close();
});
