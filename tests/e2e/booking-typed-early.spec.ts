// A parent on a slow phone fills in the booking form before its code arrives: the page's
// scripts are held back while they type and pick a day and a time, then let through.
// Nothing is lost: the fields, the summary, Confirm, and the booking stored.
import { test, expect, phone } from '../support/e2e/fixtures';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { SAVE_WAIT, confirm, nairobiDay, newParent, storedByEmail } from '../support/e2e/booking-helpers';

test.setTimeout(150_000);

test('booking: everything typed and picked before hydration is kept, and Confirm books it', async ({ page }) => {
  await page.setViewportSize(phone);
  const parent = { ...newParent('NG', 'Chidi Okafor'), student: 'Adaeze', grade: '6-8' };
  const scripts = await holdScripts(page);
  await page.goto('/book-class', { waitUntil: 'commit' });
  await expect.poll(() => scripts.waiting(), { message: 'the page asked for its code' }).toBeGreaterThan(0);

  const form = page.locator('#booking-form');
  await form.getByLabel('Student name').fill(parent.student);
  await form.getByLabel('Grade').selectOption(parent.grade);
  await form.getByLabel('Parent name').fill(parent.parent);
  await form.getByLabel('Parent email').fill(parent.email);
  await form.getByLabel('Country').selectOption('NG');
  // The strip is there before the code, with the parent's dates.
  const days = form.getByRole('group', { name: 'Choose a day' });
  await expect(days.getByRole('radio').nth(4)).toHaveAttribute(
    'aria-label',
    new RegExp(` ${Number(nairobiDay(4).slice(8))} \\w+ \\d{4}$`),
  );
  await days.locator('label').nth(4).click();
  // Times read in Kenya's zone until the code arrives: 16:00 EAT is the Nairobi slot 16:00.
  await form.getByRole('group', { name: 'Choose a time' }).locator('label').filter({ hasText: '16:00' }).click();
  await form.getByLabel('WhatsApp number').pressSequentially(parent.phone.slice(0, -1));
  await expect(form.locator('[data-hydrated]')).toHaveCount(0);

  await scripts.release();
  await hydrated(form);
  await expect(form.getByLabel('Student name')).toHaveValue(parent.student);
  await expect(form.getByLabel('Grade')).toHaveValue(parent.grade);
  await expect(form.getByLabel('Parent name')).toHaveValue(parent.parent);
  await expect(form.getByLabel('Parent email')).toHaveValue(parent.email);
  await expect(form.getByLabel('Country')).toHaveValue('NG');
  await expect(form.getByLabel('WhatsApp number')).toHaveValue(parent.phone.slice(0, -1));
  await expect(days.getByRole('radio').nth(4)).toBeChecked();
  // In Lagos the 16:00 Nairobi slot reads 14:00 WAT.
  await expect(form.getByRole('radio', { name: '14:00 WAT', exact: true })).toBeChecked();
  // Focus and caret stayed in the phone field: the next key lands at its end.
  await expect(form.getByLabel('WhatsApp number')).toBeFocused();
  await page.keyboard.type(parent.phone.slice(-1));
  await expect(form.getByLabel('WhatsApp number')).toHaveValue(parent.phone);

  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText(`${parent.student}, Grades 6 to 8`);
  await expect(summary).toContainText('14:00 WAT');
  await expect(summary).not.toContainText('Not set');
  await expect(confirm(page)).toBeEnabled();
  await confirm(page).click();
  await page.waitForURL('**/success', { timeout: SAVE_WAIT });
  const stored = await storedByEmail('bookings', parent.email);
  expect(stored.map((b) => [b.data.studentName, b.data.date, b.data.time])).toEqual([[parent.student, nairobiDay(4), '16:00']]);
});
