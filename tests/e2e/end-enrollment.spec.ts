// Ending an enrollment from the console: staff open a running enrollment's card, the reason is
// required, and once ended it leaves the lists and the record says cancelled with the reason.
import { test, expect, axe } from '../support/e2e/fixtures';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs } from '../support/e2e/google-sign-in';
import { staffCli, uniqueEmail } from '../support/e2e/staff-cli';
import { read, writeDoc } from '../support/firestore';
import { staffMessages } from '../../src/domain/staff/messages';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

test('staff end an enrollment with a reason; it leaves the lists and is recorded cancelled', async ({ page }) => {
  test.setTimeout(120_000);
  const enrollmentId = `end${Date.now()}`.padEnd(20, 'x').slice(0, 20);
  await writeDoc(`enrollments/${enrollmentId}`, {
    studentName: 'Baraka Kiprono',
    email: uniqueEmail('family'),
    plan: 'starter',
    period: 'monthly',
    currency: 'KES',
    amount: 1,
    status: 'active',
    paidUntil: '2099-01-01',
  });
  const email = uniqueEmail('staff');
  await page.goto('/staff#enrollments');
  await signInAs(page, email, 'Amani Wekesa');
  await expect(page.getByText(staffMessages.notStaff)).toBeVisible({ timeout: 20_000 });
  await staffCli('grant', email);
  await page.reload();
  const card = page.locator(`[data-enrollment-id="${enrollmentId}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'End the enrollment of Baraka Kiprono' }).click();
  await card.getByRole('button', { name: 'End it now and tell the family' }).click();
  await expect(card.getByRole('alert')).toContainText(staffMessages.endReasonNeeded);
  expect(await axe(page)).toEqual([]);
  await card.getByLabel(/Why does it end/).fill('The family moved away.');
  await card.getByRole('button', { name: 'End it now and tell the family' }).click();
  await expect(card).toHaveCount(0, { timeout: 30_000 });
  expect(await read(`enrollments/${enrollmentId}`)).toMatchObject({ status: 'cancelled', endReason: 'The family moved away.' });
});
