// A parent types a WhatsApp number and an email too short to be right and moves on before the
// booking form's code has arrived (held back here, so the order is certain): once the code is
// live, each field they left shows its verdict, as if they had left it afterwards.
import { test, expect, phone } from '../support/e2e/fixtures';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { confirm } from '../support/e2e/booking-helpers';
import { words as messages } from '../../src/i18n/en/messages';

test.setTimeout(90_000);

test('booking: a field left before hydration is marked once the form is live', async ({ page }) => {
  await page.setViewportSize(phone);
  const scripts = await holdScripts(page);
  await page.goto('/book-class', { waitUntil: 'commit' });
  await expect.poll(() => scripts.waiting(), { message: 'the page asked for its code' }).toBeGreaterThan(0);

  const form = page.locator('#booking-form');
  await form.getByLabel('Country').selectOption('KE');
  // Typed at a person's pace, then left for the next field and for the day strip.
  await form.getByLabel('Parent email').pressSequentially('amina@', { delay: 60 });
  await form.getByLabel('WhatsApp number').pressSequentially('712', { delay: 60 });
  await form.getByRole('group', { name: 'Choose a day' }).locator('label').nth(2).click();
  await expect(form.locator('[data-hydrated]')).toHaveCount(0);

  await scripts.release();
  await hydrated(form);
  const number = form.getByLabel('WhatsApp number');
  await expect(number).toHaveValue('712');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(messages.booking.invalidPhone('Kenya'))).toBeVisible();
  await expect(form.getByLabel('Parent email')).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm(page)).toBeDisabled();
});

test('booking: a field still focused at hydration is not marked until it is left', async ({ page }) => {
  await page.setViewportSize(phone);
  const scripts = await holdScripts(page);
  await page.goto('/book-class', { waitUntil: 'commit' });
  await expect.poll(() => scripts.waiting(), { message: 'the page asked for its code' }).toBeGreaterThan(0);

  const form = page.locator('#booking-form');
  await form.getByLabel('Country').selectOption('KE');
  const number = form.getByLabel('WhatsApp number');
  await number.pressSequentially('712', { delay: 60 });
  await scripts.release();
  await hydrated(form);
  // The parent is still typing in it: no verdict yet.
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'false');
  await number.blur();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
});
