// The manage link, end to end on the emulators: from /success to /manage, reschedule (the
// seat moves), then cancel (the seat comes back); a wrong token reveals nothing; the page
// is noindex and sends no referrer; axe.
import { test, expect, axe, desktop, phone } from '../support/e2e/fixtures';
import { SAVE_WAIT, book, nairobiDay, newParent, pickDay, pickSlot, seatsTaken } from '../support/e2e/booking-helpers';
import { words as messages } from '../../src/i18n/en/messages';

test.describe.configure({ timeout: 180_000 });

test('the manage link reschedules, then cancels, and the seat comes back', async ({ page }) => {
  const date = nairobiDay(3);
  // Other suites may hold a seat in these slots: what counts is that this class's seat moves.
  const [at10, at12] = [await seatsTaken(date, '10:00'), await seatsTaken(date, '12:00')];
  await book(page, newParent('NG', 'Ngozi Okafor'), 3, '08:00 WAT'); // 10:00 in Nairobi
  const href = (await page.getByRole('link', { name: 'Change or cancel this class' }).getAttribute('href'))!;
  expect(await seatsTaken(date, '10:00')).toBe(at10 + 1);

  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(href);
  await expect(page.getByRole('heading', { name: "Baraka's free trial class" })).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.locator('[data-class-local]')).toContainText('08:00 WAT');
  await expect(page.locator('[data-class-nairobi]')).toContainText('10:00 EAT');
  // The token never travels in a URL.
  const token = href.split('#')[1]!;
  expect(requests.filter((url) => url.includes(token))).toEqual([]);
  expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  // Reschedule to 12:00 Nairobi (10:00 WAT) the same day: the current slot reads as yours.
  await expect(page.getByRole('radio', { name: '08:00 WAT, your class', exact: true })).toBeDisabled();
  await pickDay(page, 3, 'New day');
  await pickSlot(page, '10:00 WAT', 'New time');
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Move my class' }).click();
  await expect(page.getByText(messages.manage.rescheduledNow)).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.locator('[data-class-local]')).toContainText('10:00 WAT');
  expect(await seatsTaken(date, '10:00')).toBe(at10);
  expect(await seatsTaken(date, '12:00')).toBe(at12 + 1);

  // Cancel asks once more; "Keep the class" changes nothing.
  await page.getByRole('button', { name: 'Cancel this class' }).click();
  await expect(page.getByRole('button', { name: 'Keep the class' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep the class' }).click();
  await page.getByRole('button', { name: 'Cancel this class' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(page.getByText(messages.manage.cancelledNow)).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.locator('[data-booking-status]')).toHaveText('Cancelled');
  expect(await seatsTaken(date, '12:00')).toBe(at12);

  // Opened again, the link shows the cancelled class with nothing to change.
  await page.reload();
  await expect(page.locator('[data-booking-status]')).toHaveText('Cancelled', { timeout: SAVE_WAIT });
  await expect(page.getByRole('button', { name: 'Move my class' })).toHaveCount(0);
});

test('a wrong token gets one clear message that reveals nothing', async ({ page }) => {
  await page.goto('/manage#not-a-real-token-0123456789abcdef');
  const alert = page.getByRole('alert').filter({ hasText: messages.manage.notFound });
  await expect(alert).toBeVisible({ timeout: SAVE_WAIT });
  await expect(page.getByRole('button', { name: 'Move my class' })).toHaveCount(0);
  await page.goto('/manage');
  await expect(page.getByRole('alert').filter({ hasText: messages.manage.notFound })).toBeVisible();
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await axe(page)).toEqual([]);
  }
});
