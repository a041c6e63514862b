// /dashboard keeps its last answer on the device (services/kept-dashboard.ts): the next
// visit shows it at once, marked with its time, and the server's answer replaces it.
// Signing out, or another account signing in, clears it before anything else is shown.
import type { Page, Route } from '@playwright/test';
import { test, expect, phone } from '../support/e2e/fixtures';
import { nairobiDay, phones, seedBooking, unique } from '../support/e2e/booking-helpers';
import { serveGoogleScripts } from '../support/e2e/gapi-standin';
import { signInAs, signInFromLogin, uidOf } from '../support/e2e/google-sign-in';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: phone });
test.beforeEach(async ({ context }) => {
  await serveGoogleScripts(context);
});

const KEPT = 'jc:dashboard-kept';
const kenya = { code: 'KE', name: 'Kenya', dial: '+254', tz: 'Africa/Nairobi', flag: '🇰🇪' };

async function signedInWithBooking(page: Page, studentName: string): Promise<string> {
  const email = `kept.${unique()}@example.com`;
  await signInFromLogin(page, email, 'Amina Otieno');
  const number = phones.KE();
  await seedBooking(`kept${unique()}`, {
    studentName,
    studentGrade: '3-5',
    parentName: 'Amina Otieno',
    email,
    whatsapp: number.e164(number.typed),
    country: kenya,
    date: nairobiDay(4),
    time: '16:00',
    type: 'trial',
    status: 'upcoming',
    parentUid: await uidOf(email),
  });
  await page.goto('/dashboard');
  await expect(page.locator('[data-booking]').filter({ hasText: `${studentName}'s free trial class` })).toBeVisible({
    timeout: 90_000,
  });
  return email;
}

/** Holds /api/session's answers until release(). */
async function holdSession(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const state = { answered: 0, release };
  await page.route('**/api/session', async (route: Route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
    state.answered++;
  });
  return state;
}

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT);

test('the next visit shows the kept answer, marked with its time, until the server answers; signing out clears it', async ({
  page,
}) => {
  await signedInWithBooking(page, 'Imani');
  await expect.poll(() => kept(page)).toContain('Imani');

  const held = await holdSession(page);
  await page.reload();
  const card = page.locator('[data-booking]').filter({ hasText: "Imani's free trial class" });
  await expect(card).toBeVisible();
  await expect(page.locator('[data-kept-at]')).toHaveText(/^As of \w{3} \d+ \w{3}, \d\d:\d\d EAT · checking…$/);
  expect(held.answered).toBe(0);
  held.release();
  await expect(page.locator('[data-kept-at]')).toHaveCount(0, { timeout: 60_000 });
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 60_000 });
  expect(await kept(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-booking]')).toHaveCount(0);
});

test('another account signing in clears the kept answer before its dashboard shows', async ({ page }) => {
  await signedInWithBooking(page, 'Zawadi');
  await expect.poll(() => kept(page)).toContain('Zawadi');

  await page.goto('/login');
  await signInAs(page, `other.${unique()}@example.com`, 'Musa Juma');
  await page.waitForURL(/\/(book-class|dashboard)$/, { timeout: 60_000 });
  expect(await kept(page)).toBeNull();

  const held = await holdSession(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Loading your dashboard…')).toBeVisible();
  await expect(page.locator('[data-booking]')).toHaveCount(0);
  held.release();
  await expect(page.getByRole('heading', { name: 'Hello, Musa!' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Zawadi's free trial class")).toHaveCount(0);
});
