// A signed-in parent books a trial for one of their children: the form offers the family's
// children, picking one fills the student's name and grade, and the dashboard shows the
// trial under that child.
import { test, expect } from '../support/e2e/fixtures';
import { newParent, pickDay, pickSlot, confirm, SAVE_WAIT } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin } from '../support/e2e/google-sign-in';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('booking signed in: pick a child from the family, and the dashboard shows the trial under that child', async ({ page }) => {
  // Sign-in, the family function and a booking, each through functions that may start cold.
  test.setTimeout(300_000);
  const parent = newParent('KE', 'Amina Otieno');
  await signInFromLogin(page, parent.email, parent.parent);

  await page.goto('/dashboard');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add child' }) });
  await expect(form).toBeVisible({ timeout: 90_000 });
  await form.getByLabel("Child's name").fill('Imani Wanjiku');
  await form.getByLabel('Grade').selectOption('K-2');
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.locator('[data-child="Imani Wanjiku"]')).toBeVisible({ timeout: 60_000 });

  await page.goto('/book-class');
  const picker = page.locator('[data-child-picker]');
  await expect(picker).toBeVisible({ timeout: 60_000 });
  await expect(picker.getByRole('radio', { name: 'Another child' })).toBeChecked();
  await picker.locator('label').filter({ hasText: 'Imani Wanjiku' }).click();
  await expect(page.getByLabel('Student name')).toHaveValue('Imani Wanjiku');
  await expect(page.getByLabel('Grade')).toHaveValue('K-2');
  await expect(page.getByLabel('Parent email')).toHaveValue(parent.email);
  await page.getByLabel('Country').selectOption('KE');
  await page.getByLabel('WhatsApp number').fill(parent.phone);
  await pickDay(page, 4);
  await pickSlot(page, '17:00 EAT');
  await confirm(page).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });

  await page.goto('/dashboard');
  await expect(page.locator('[data-child="Imani Wanjiku"]')).toContainText('Upcoming', { timeout: 90_000 });
  await expect(page.locator('[data-child]')).toHaveCount(1);
});
