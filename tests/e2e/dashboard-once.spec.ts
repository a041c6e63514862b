// A signed-in parent of two children opens /dashboard on a phone: each trial shows once,
// under its child, and a trial of no listed child keeps a short list of its own at the top.
import { test, expect, phone } from '../support/e2e/fixtures';
import { nairobiDay, phones, seedBooking, unique } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInFromLogin, uidOf } from '../support/e2e/google-sign-in';

test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

const kenya = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' };

test('dashboard: each booking once, under its child; one of no listed child in its own list', async ({ page }, info) => {
  // Sign-in and the family function, each through functions that may start cold.
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  const email = `dash.${unique()}@example.com`;
  await signInFromLogin(page, email, 'Amina Otieno');
  const uid = await uidOf(email);

  const number = phones.KE();
  const booking = (studentName: string, days: number) => ({
    studentName,
    studentGrade: '3-5',
    parentName: 'Amina Otieno',
    email,
    whatsapp: number.e164(number.typed),
    country: kenya,
    date: nairobiDay(days),
    time: '16:00',
    type: 'trial',
    status: 'upcoming',
    parentUid: uid,
  });
  // Two children's trials (the family makes each child from their booking), and one booked
  // under the account for a child the family no longer lists.
  await seedBooking(`imani${unique()}`, booking('Imani', 3));
  await seedBooking(`baraka${unique()}`, booking('Baraka', 5));
  await seedBooking(`gone${unique()}`, {
    ...booking('Zuri', 6),
    email: `other.${unique()}@example.com`,
    childId: 'no-such-child',
  });

  await page.goto('/dashboard');
  await expect(page.locator('[data-family="ready"]')).toBeAttached({ timeout: 90_000 });
  const imani = page.locator('[data-child="Imani"]');
  const baraka = page.locator('[data-child="Baraka"]');
  await expect(imani.locator('[data-booking]')).toHaveCount(1);
  await expect(baraka.locator('[data-booking]')).toHaveCount(1);
  await expect(imani.locator('[data-booking]')).toContainText("Imani's free trial class");
  await expect(baraka.locator('[data-booking]')).toContainText("Baraka's free trial class");
  // Three bookings, three cards: the third stands alone, outside every child.
  await expect(page.locator('[data-booking]')).toHaveCount(3);
  const zuri = page.locator('[data-booking]').filter({ hasText: "Zuri's free trial class" });
  await expect(zuri).toHaveCount(1);
  expect(await zuri.evaluate((el) => el.closest('[data-child]') === null)).toBe(true);
  await expect(imani.getByRole('button', { name: 'Change or cancel' })).toBeVisible();

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  info.annotations.push({ type: 'page height at 360 px', description: `${height} px` });
});
