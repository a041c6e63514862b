// From trial to enrolled student, end to end: a parent books a trial signed out, staff mark
// it attended and recommend a plan (through staffAction, as the console does), the parent
// follows the mail's private link (read from MailDev; the same offer and the receipt also
// reach the family's WhatsApp), pays by card with automatic renewal through the Paystack
// stand-in, signs in with Google and finds the child, the enrollment and the receipt on
// /dashboard; Paystack renews it (the stand-in's control) and the new date and receipt
// show; WhatsApp and then automatic renewal are turned off there, and the next period opens
// for payment; then a second child of the family books a trial of their own.
import { test, expect } from '../support/e2e/fixtures';
import { newParent, pickDay, pickSlot, confirm, storedByEmail, SAVE_WAIT } from '../support/e2e/booking-helpers';
import { recommendedTrial } from '../support/e2e/recommended';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin } from '../support/e2e/google-sign-in';
import { words as enrollMessages } from '../../src/i18n/en/enroll';
import { addMonths } from '../../src/domain/enrollment/paid-until';
import { nairobiDate } from '../../src/domain/slots';
import { calendarDate } from '../../src/domain/zone-clock';
import { words as channelWords } from '../../src/i18n/en/channels';

const inbox = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';
const paystack = process.env.PAYSTACK_STANDIN_URL ?? 'http://127.0.0.1:5055';

/** The code of the stand-in's subscription for a payer, once Paystack made it. */
async function standinSubscription(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${paystack}/__standin/subscriptions`)).json()) as {
          subscription_code: string;
          customer: { email: string };
        }[];
        code = all.find((s) => s.customer.email === email)?.subscription_code ?? '';
        return code;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return code;
}
const messaging = process.env.MESSAGING_STANDIN_URL ?? 'http://127.0.0.1:5066';

/** Whether the messaging stand-in received a WhatsApp template to a number whose text holds `words`. */
async function whatsappHas(to: string, template: string, words: string): Promise<boolean> {
  const all = (await (await fetch(`${messaging}/__standin/messages`)).json()) as { to: string; template: string; text: string }[];
  return all.some((m) => m.to === to && m.template === template && m.text.includes(words));
}

async function mailTo(
  email: string,
  subject: RegExp,
  also: (m: { text: string }) => boolean = () => true,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${inbox}/api/email`)).json()) as {
          subject: string;
          text: string;
          to: { address: string }[];
        }[];
        found = all.find((m) => m.to.some((to) => to.address === email) && subject.test(m.subject) && also(m));
        return Boolean(found);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('a trial becomes an enrollment: recommend, the mail link, pay, the dashboard; a sibling books their own trial', async ({
  page,
  baseURL,
}) => {
  // Booking, two staff actions, mail delivery, a payment and two sign-ins, each through
  // functions that may start cold: minutes on a busy machine.
  test.setTimeout(600_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const parent = { ...newParent('KE', 'Amina Otieno'), student: 'Zawadi' };
  const booking = await recommendedTrial(page, baseURL!, parent, 5, '16:00 EAT', {
    course: 'scratch',
    plan: 'starter',
    period: 'monthly',
    currency: 'KES',
    note: 'A natural at Scratch.',
  });

  const mail = await mailTo(parent.email, /^Zawadi's learning plan/);
  const link = /\/enroll#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  // The same offer, with the same private link, reaches the family on WhatsApp.
  const whatsapp = String(booking.data.whatsapp);
  await expect.poll(() => whatsappHas(whatsapp, 'recommendation', link!), { timeout: 90_000 }).toBe(true);

  await page.goto(link!);
  const offer = page.locator('[data-enroll="ready"]');
  await expect(offer).toBeVisible({ timeout: 60_000 });
  await expect(offer.getByRole('heading', { name: 'Enroll Zawadi' })).toBeVisible();
  await expect(offer).toContainText('A natural at Scratch.');
  const card = page.locator('[data-payment-card="plan"][data-ready]');
  // The recommendation names the student and the family's email: the card says them, with
  // whose they are, and asks for neither (the parent pays; the name is the child's).
  await expect(card.locator('input')).toHaveCount(0);
  await expect(card.locator('dt', { hasText: enrollMessages.student }).locator('+ dd')).toHaveText('Zawadi');
  await expect(card.locator('dt', { hasText: enrollMessages.receiptTo }).locator('+ dd')).toHaveText(parent.email);
  // Shillings start with one payment (M-Pesa open); the parent pays by card and renews automatically.
  const renew = page.getByLabel('Renew automatically by card');
  await expect(renew).not.toBeChecked();
  await renew.check();
  await expect(page.locator('[data-auto-renew="on"]')).toContainText('Card only.');
  await card.getByRole('button', { name: 'Pay Now (KES)' }).click();
  const popup = page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await expect(popup).toContainText('Channels: card');
  await expect(popup).not.toContainText('mobile_money');
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/paysuccess$/, { timeout: 120_000 });

  const paidUntil = addMonths(nairobiDate(new Date()), 1);
  await expect.poll(async () => (await storedByEmail('enrollments', parent.email)).length, { timeout: 30_000 }).toBe(1);
  const [enrollment] = await storedByEmail('enrollments', parent.email);
  expect(enrollment!.data).toMatchObject({ studentName: 'Zawadi', plan: 'starter', status: 'active', paidUntil });
  const receipt = await mailTo(parent.email, /receipt/);
  expect(receipt.text).toContain(`Paid until: ${calendarDate(paidUntil)}`);
  await expect
    .poll(() => whatsappHas(whatsapp, 'payment_received', `paid until ${calendarDate(paidUntil)}`), { timeout: 90_000 })
    .toBe(true);

  // The parent signs in with Google (the same email): the trial, the enrollment and the
  // receipt are on the dashboard under the child.
  await signInFromLogin(page, parent.email, parent.parent);
  await page.goto('/dashboard');
  const child = page.locator('[data-child="Zawadi"]');
  await expect(child).toBeVisible({ timeout: 90_000 });
  await expect(child.locator('[data-enrollment="active"]')).toContainText(`Paid until ${calendarDate(paidUntil)}`);
  await expect(child.locator('[data-payment]')).toHaveCount(1);
  await expect(child).toContainText('Attended');
  await expect(child.locator('[data-renewal="on"]')).toContainText('Renews automatically');
  await expect(child.locator('[data-renewal="on"]')).toContainText('card ending 4081');

  // Paystack charges the next period (the stand-in's control): the dashboard shows the new date.
  const subscription = await standinSubscription(parent.email);
  const renewed = await fetch(`${paystack}/__standin/subscriptions/${subscription}/charge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  expect(renewed.status).toBe(200);
  const nextUntil = addMonths(paidUntil, 1);
  await expect
    .poll(async () => (await storedByEmail('enrollments', parent.email))[0]?.data.paidUntil, { timeout: 60_000 })
    .toBe(nextUntil);
  await page.reload();
  await expect(child.locator('[data-enrollment="active"]')).toContainText(`Paid until ${calendarDate(nextUntil)}`, {
    timeout: 90_000,
  });
  await expect(child.locator('[data-payment]')).toHaveCount(2);
  const renewalReceipt = await mailTo(parent.email, new RegExp(`receipt`), (m) => m.text.includes(calendarDate(nextUntil)));
  expect(renewalReceipt.text).toContain('Zawadi');

  // "How we reach you": WhatsApp off for the family, saved at once and said so.
  const switches = page.locator('[data-channels]');
  await expect(switches).toContainText(`WhatsApp messages go to ${whatsapp}`);
  const whatsappSwitch = switches.getByLabel('WhatsApp messages from the school');
  await expect(whatsappSwitch).toBeChecked();
  await whatsappSwitch.uncheck();
  // The switches and the language choice each have their own status line.
  await expect(switches.getByRole('status').filter({ hasText: channelWords.saved })).toBeVisible();
  await expect(whatsappSwitch).not.toBeChecked();
  const [familyDoc] = await storedByEmail('families', parent.email);
  expect(familyDoc!.data.notify).toEqual({ whatsapp: false });

  // Renewal turned off from the dashboard: the next period is then paid from here, by M-Pesa or card.
  await child.getByRole('button', { name: 'Turn off automatic renewal' }).click();
  await expect(child.locator('[data-renewal="off"]')).toContainText('Automatic renewal is off.', { timeout: 30_000 });
  await child.getByRole('link', { name: /Pay for the next period/ }).click();
  await expect(page.getByRole('heading', { name: 'Renew Zawadi' })).toBeVisible({ timeout: 60_000 });
  const renewal = page.locator('[data-payment-card="plan"][data-ready]');
  await expect(renewal.locator('dt', { hasText: enrollMessages.student }).locator('+ dd')).toHaveText('Zawadi');
  await expect(renewal.locator('input')).toHaveCount(0);

  // A second child of the family books a trial of their own, signed in.
  await page.goto('/book-class');
  await expect(page.getByLabel('Parent email')).toHaveValue(parent.email, { timeout: 30_000 });
  await page.getByLabel('Student name').fill('Neema');
  await page.getByLabel('Grade').selectOption('K-2');
  await page.getByLabel('Country').selectOption('KE');
  await page.getByLabel('WhatsApp number').fill(parent.phone);
  await pickDay(page, 5);
  await pickSlot(page, '17:00 EAT');
  await confirm(page).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });
  await page.goto('/dashboard');
  await expect(page.locator('[data-child="Neema"]')).toContainText('Upcoming', { timeout: 90_000 });
  await expect(page.locator('[data-child="Zawadi"] [data-enrollment="active"]')).toBeVisible();
});
