// Mail as a family receives it: book a trial from Lagos, or pay for a plan, in the
// browser, and the mail arrives in MailDev (the local mail catcher), readable on a 360 px phone.
import { test, expect } from '../support/e2e/fixtures';
import { book, newParent } from '../support/e2e/booking-helpers';
import { wakeVerifyPayment } from '../support/e2e/payment-helpers';
import { sitePriceText } from '../support/site-plans';

const inbox = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

interface Received {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { filename: string; contentType: string }[];
}

async function mailTo(email: string, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${inbox}/api/email`)).json()) as Received[];
        found = all.find((m) => m.to.some((to) => to.address === email) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

test.setTimeout(180_000);

test.beforeAll(wakeVerifyPayment);

test('mail: a trial booked from Lagos: the confirmation shows 08:00 WAT and 10:00 Nairobi and carries the .ics', async ({
  page,
  browser,
}, testInfo) => {
  const parent = newParent('NG', 'Ngozi Okafor');
  await book(page, parent, 4, '08:00 WAT');
  const mail = await mailTo(parent.email, /^Your free trial class is booked: /);
  expect(mail.subject).toMatch(/^Your free trial class is booked: \w+ \d+ \w+, 08:00 WAT · JengaCode$/);
  expect(mail.text).toMatch(/Class: \w+ \d+ \w+, 08:00 WAT \(10:00 in Nairobi\)/);
  expect(mail.text).toMatch(/\/manage#[A-Za-z0-9_-]{43}/);
  expect(mail.attachments).toEqual([
    expect.objectContaining({ contentType: 'text/calendar', filename: expect.stringMatching(/^trial-class-.*\.ics$/) }),
  ]);

  const phone = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await phone.goto(`${inbox}/api/email/${mail.id}/html`);
  await expect(phone.getByText(/08:00 WAT \(10:00 in Nairobi\)/)).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await testInfo.attach('confirmation-360', { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
  await phone.close();
});

test('mail: paying for a plan sends the receipt, readable at 360 px', async ({ page, browser }, testInfo) => {
  const email = `receipt-${Date.now()}@example.com`;
  const proMonthly = sitePriceText('pro', 'monthly', 'KES');
  await page.goto('/pay?plan=pro&period=monthly&currency=KES');
  const card = page.locator('[data-payment-card="plan"][data-ready]');
  await expect(card.locator('[data-amount]')).toHaveText(proMonthly);
  await card.getByLabel('Full name').fill('Chidi Okafor');
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Pay Now (KES)' }).click();
  await page
    .getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
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
    .toBe(`Your JengaCode receipt: Pro plan, monthly, ${proMonthly}`);
  expect(receipt!.text).toContain('Classes: 2 classes per week');
  expect(receipt!.text).toContain(`Amount: ${proMonthly}`);

  const phone = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await phone.goto(`${inbox}/api/email/${receipt!.id}/html`);
  await expect(phone.getByText('Billing period')).toBeVisible();
  await expect(phone.getByText(proMonthly)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await testInfo.attach('receipt-360', { body: await phone.screenshot({ fullPage: true }), contentType: 'image/png' });
  await phone.close();
});
