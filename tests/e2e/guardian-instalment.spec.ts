// A second guardian joins from a WhatsApp link and pays an instalment: the family's period is
// paid in parts (the first part paid through the functions and the Paystack stand-in, as the
// enrollment page does), the first parent prepares the invite on /dashboard (the wa.me message
// the parent sends from their own WhatsApp: the school never sends it), the guardian opens its
// link on their own phone, signs in, finds the child and pays the due part by the stand-in's
// M-Pesa; the part is paid on both guardians' dashboards.
import type { Page } from '@playwright/test';
import { test, expect, phone } from '../support/e2e/fixtures';
import { newParent } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs, signInFromLogin } from '../support/e2e/google-sign-in';
import { callEnrollment, recommendedTrial } from '../support/functions/enrollment-helpers';
import { seed, verify } from '../support/functions/helpers';
import { staffAccount } from '../support/functions/accounts';
import { read } from '../support/firestore';
import { sitePlans } from '../support/site-plans';
import type { InstalmentTerms } from '../../src/domain/pricing';
import { words as guardianWords } from '../../src/i18n/en/guardians';
import { words as familyWords } from '../../src/i18n/en/family';

const partsOf = (p: (typeof sitePlans)[number]) => (p.quarterly as { instalments?: InstalmentTerms }).instalments;
const popup = (page: Page) => page.getByRole('dialog', { name: 'TEST PAYMENT — local Paystack stand-in' });

/** The child's enrollment paid in parts, its first part paid; the enrollment id. */
async function firstPartPaid(email: string, studentName: string): Promise<string> {
  const plan = sitePlans.find(partsOf);
  expect(plan, 'plans.yaml lets no quarterly period be paid in parts').toBeDefined();
  const choice = { plan: plan!.id, period: 'quarterly', currency: 'KES' } as const;
  const staff = (await staffAccount()).token;
  const { recommendationId, enrollToken } = await recommendedTrial(staff, choice, { email, studentName });
  // The first part as the enrollment page offers it.
  const offer = (await callEnrollment({ token: enrollToken })).body.recommendation as {
    price: { instalments: { parts: number[] } };
  };
  const [first] = offer.price.instalments.parts;
  const metadata = { kind: 'plan', ...choice, studentName, recommendationId, instalment: 1 };
  const reference = await seed({ amount: first!, currency: 'KES', email, metadata });
  expect((await verify({ reference, studentName })).body.status).toBe('success');
  return String((await read(`payments/${reference}`))!.enrollmentId);
}

test('the second guardian joins from a WhatsApp link and pays an instalment with the M-Pesa of the stand-in', async ({
  page,
  browser,
}) => {
  // A booking, a payment, two sign-ins and an M-Pesa charge, through functions that may start cold.
  test.setTimeout(420_000);
  await serveGoogleScripts(page.context());
  const parent = newParent('KE', 'Amina Otieno');
  const child = 'Imani Otieno';
  const enrollmentId = await firstPartPaid(parent.email, child);

  await signInFromLogin(page, parent.email, parent.parent);
  await page.goto('/dashboard');
  const parts = page.locator(`[data-child="${child}"] [data-instalments]`);
  await expect(parts.locator('[data-part="1"]')).toHaveAttribute('data-paid', 'true', { timeout: 90_000 });
  await expect(parts.locator('[data-part="2"]')).toHaveAttribute('data-paid', 'false');

  await page.getByRole('button', { name: guardianWords.panel.byWhatsApp }).click();
  const share = page.locator('[data-guardian-share]');
  await expect(share).toBeVisible({ timeout: 60_000 });
  const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
  const link = new URL(/https?:\/\/\S+\/guardian#\S+/.exec(text)![0]);

  // The guardian, on their own phone: another browser, nobody signed in.
  const theirs = await browser.newContext({ viewport: phone });
  await serveGoogleScripts(theirs);
  const guardian = await theirs.newPage();
  await guardian.goto(`${link.pathname}${link.hash}`);
  await signInAs(guardian, `guardian-${Date.now()}@example.com`, 'Juma Otieno');
  await expect(guardian.getByRole('status').filter({ hasText: guardianWords.page.joined })).toBeVisible({ timeout: 60_000 });
  await guardian.getByRole('link', { name: guardianWords.page.toDashboard }).click();
  const theirParts = guardian.locator(`[data-child="${child}"] [data-instalments]`);
  await expect(theirParts.locator('[data-part="2"]')).toHaveAttribute('data-paid', 'false', { timeout: 90_000 });

  // The due part, by M-Pesa: the charge settles on the phone and its webhook records it.
  await theirParts.getByRole('link', { name: new RegExp(familyWords.instalments.pay(2)) }).click();
  const card = guardian.locator('[data-payment-card="plan"][data-ready]');
  await card.getByRole('button', { name: 'Pay Now (KES)' }).click({ timeout: 60_000 });
  await expect(popup(guardian)).toContainText('mobile_money');
  await popup(guardian).getByLabel('M-Pesa prompt answered after (seconds)').fill('0');
  await popup(guardian).getByRole('button', { name: 'Slow M-Pesa: pays' }).click();
  const paidRef = async () => {
    const e = await read(`enrollments/${enrollmentId}`);
    return (e?.instalments as { parts: { n: number; paidRef?: string }[] }).parts[1]?.paidRef ?? '';
  };
  await expect.poll(paidRef, { timeout: 90_000 }).not.toBe('');
  expect(await read(`payments/${await paidRef()}`)).toMatchObject({ status: 'success', channel: 'mobile_money' });

  for (const p of [guardian, page]) {
    await p.goto('/dashboard');
    await expect(p.locator(`[data-child="${child}"] [data-part="2"]`)).toHaveAttribute('data-paid', 'true', {
      timeout: 90_000,
    });
  }
  await theirs.close();
});
