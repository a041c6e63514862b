// A second guardian joins from a WhatsApp link: the first parent prepares the invite on the
// dashboard (a wa.me link with the words to send), the guardian opens the link the message holds
// on their own phone, signs in with Google and sees the family's child on their dashboard.
import { test, expect, axe, phone } from '../support/e2e/fixtures';
import { newParent } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs, signInFromLogin } from '../support/e2e/google-sign-in';
import { words as guardianWords } from '../../src/i18n/en/guardians';

test('the second guardian joins from a WhatsApp link and sees the child', async ({ page, browser }) => {
  // Two sign-ins and the family and guardian functions, each of which may start cold.
  test.setTimeout(300_000);
  await serveGoogleScripts(page.context());
  const parent = newParent('KE', 'Amina Otieno');
  await signInFromLogin(page, parent.email, parent.parent);
  await page.goto('/dashboard');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add child' }) });
  await expect(form).toBeVisible({ timeout: 90_000 });
  await form.getByLabel("Child's name").fill('Imani Otieno');
  await form.getByLabel('Grade').selectOption('K-2');
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.locator('[data-child="Imani Otieno"]')).toBeVisible({ timeout: 60_000 });

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
  expect(await axe(guardian)).toEqual([]);
  await signInAs(guardian, `guardian-${Date.now()}@example.com`, 'Juma Otieno');
  await expect(guardian.getByRole('status').filter({ hasText: guardianWords.page.joined })).toBeVisible({ timeout: 60_000 });
  await guardian.getByRole('link', { name: guardianWords.page.toDashboard }).click();
  await expect(guardian.locator('[data-child="Imani Otieno"]')).toBeVisible({ timeout: 90_000 });
  await expect(guardian.locator('[data-guardians]')).toContainText(guardianWords.panel.guardianOf);
  await theirs.close();
});
