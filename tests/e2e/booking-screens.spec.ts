// The booking pages as a parent sees them, on a phone (360x800) and a desktop (1280):
// /book-class with a Full slot, /success with the manage link, /manage, and /dashboard
// signed out. Each view is checked for overflow and saved under the test's output folder
// for a person to look at.
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, desktop, phone } from '../support/e2e/fixtures';
import { SAVE_WAIT, book, fillForm, nairobiDay, newParent, pickDay, pickSlot, seedTaken } from '../support/e2e/booking-helpers';

test.describe.configure({ timeout: 180_000 });

async function shoot(page: Page, info: TestInfo, name: string) {
  for (const [label, size] of [
    ['360', phone],
    ['1280', desktop],
  ] as const) {
    await page.setViewportSize(size);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: info.outputPath(`${name}-${label}.png`), fullPage: true });
  }
}

test('booking screens at 360 and 1280: form with a Full slot, success, manage, dashboard', async ({ page }, info) => {
  await seedTaken(nairobiDay(6), '10:00', 2);
  await page.goto('/book-class');
  await fillForm(page, newParent('KE', 'Wanjiru Kamau'));
  await pickDay(page, 6);
  await expect(page.getByRole('radio', { name: '10:00 EAT, Full', exact: true })).toBeDisabled({ timeout: SAVE_WAIT });
  await pickSlot(page, '11:00 EAT');
  await shoot(page, info, 'book-class');

  await book(page, newParent('UG', 'Nakato Sarah'), 6, '12:00 EAT');
  const link = page.getByRole('link', { name: 'Change or cancel this class' });
  const manageUrl = (await link.getAttribute('href'))!;
  // Focus on the link holds the redirect while the screenshots are taken (a pointer would
  // leave it when the viewport changes).
  await link.focus();
  await expect(page.getByText('Redirect paused while you use the link above.')).toBeVisible();
  await shoot(page, info, 'success');

  await page.goto(manageUrl);
  await expect(page.getByRole('button', { name: 'Move my class' })).toBeVisible({ timeout: 90_000 });
  await shoot(page, info, 'manage');

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await shoot(page, info, 'dashboard-signed-out');
});
