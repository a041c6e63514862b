// A parent removes a child from the dashboard with the keyboard alone: Edit, then "Remove …
// from the family", a confirmation that takes the focus, "Yes", and the result said in the
// family's status line; the other child stays.
import { test, expect, axe } from '../support/e2e/fixtures';
import { newParent } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin } from '../support/e2e/google-sign-in';
import { words as childMessages } from '../../src/i18n/en/children';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('removing a child from the dashboard, by keyboard, with a confirmation and a said result', async ({ page }) => {
  // Sign-in and the family function, each through functions that may start cold.
  test.setTimeout(300_000);
  const parent = newParent('KE', 'Amina Otieno');
  await signInFromLogin(page, parent.email, parent.parent);
  await page.goto('/dashboard');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add child' }) });
  const add = async (name: string) => {
    await expect(form).toBeVisible({ timeout: 90_000 });
    await form.getByLabel("Child's name").fill(name);
    await form.getByLabel('Grade').selectOption('K-2');
    await form.getByRole('button', { name: 'Add child' }).click();
    await expect(page.locator(`[data-child="${name}"]`)).toBeVisible({ timeout: 60_000 });
  };
  // A family without children sees the form at once; with one, it opens from "Add a child".
  await add('Imani Wanjiku');
  await page.getByRole('button', { name: 'Add a child' }).click();
  await add('Baraka Wanjiku');

  await page.getByRole('button', { name: 'Edit Imani Wanjiku' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Remove Imani Wanjiku from the family' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText(childMessages.removeConfirm('Imani Wanjiku'));
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Yes, remove Imani Wanjiku');
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: childMessages.removed('Imani Wanjiku') })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('[data-child="Imani Wanjiku"]')).toHaveCount(0);
  await expect(page.locator('[data-child="Baraka Wanjiku"]')).toBeVisible();
  // Gone for good: a reload shows the one child left.
  await page.reload();
  await expect(page.locator('[data-child="Baraka Wanjiku"]')).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('[data-child]')).toHaveCount(1);
});
