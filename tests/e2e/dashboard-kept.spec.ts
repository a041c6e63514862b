// /dashboard keeps its last answer on the device (services/kept-dashboard.ts): the next
// visit shows it at once, marked with its time, and the server's answer replaces it.
// Signing out, or another account signing in, clears it before anything else is shown.
// The kept view's HTML is on screen in the first frame, before any module script runs
// (services/kept-first-paint.ts), in the page's own language, and the island takes over
// without a shift.
import type { Page, Route } from '@playwright/test';
import { test, expect, phone, desktop, axe } from '../support/e2e/fixtures';
import { words as dashboardMessages } from '../../src/i18n/en/messages/dashboard';
import { words as messagesSw } from '../../src/i18n/sw/messages';
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

/** Holds every module script (the islands' code) until release(). */
async function holdModules(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const pattern = '**/_astro/*.js';
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return {
    release: async () => {
      release();
      await page.unroute(pattern);
    },
  };
}

/** The island has not run: Astro drops `ssr` once it hydrates. */
const notHydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(1);
/** The kept view's HTML the page's script put on screen. */
const firstFrame = (page: Page) => page.locator('#dashboard-kept');
/** "As of …" in a language, whatever the time. */
const asOf = (keptAsOf: (when: string) => string) => {
  const [before, after] = keptAsOf('\u0000')
    .split('\u0000')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}.+${after}$`);
};

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

test('a repeat visit shows the kept booking in the first frame, before any module runs; the live view replaces it in place', async ({
  page,
}) => {
  await signedInWithBooking(page, 'Baraka');
  // Kept by the time the booking shows, however soon the parent leaves.
  expect(await kept(page)).toContain('data-booking');

  const held = await holdSession(page);
  const modules = await holdModules(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const card = page.locator('[data-booking]').filter({ hasText: "Baraka's free trial class" });
  await expect(firstFrame(page).locator('[data-booking]').filter({ hasText: "Baraka's free trial class" })).toBeVisible();
  await expect(firstFrame(page).locator('[data-kept-at]')).toHaveText(asOf(dashboardMessages.keptAsOf));
  await expect(page.getByText('Loading your dashboard…')).toBeHidden();
  await notHydrated(page);
  const heading = page.getByRole('heading', { level: 1 });
  const at = async () => ({ heading: await heading.boundingBox(), card: await card.boundingBox() });
  const first = await at();
  expect(first.heading).not.toBeNull();
  const info = test.info();
  await page.screenshot({ path: info.outputPath('first-frame-360.png'), fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: info.outputPath('first-frame-1280.png'), fullPage: true });
  await page.setViewportSize(phone);

  // The island's code arrives: its own kept view takes the snapshot's place, where it was.
  await modules.release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 60_000 });
  await expect(firstFrame(page)).toHaveCount(0);
  await expect(page.locator('[data-kept-at]')).toHaveText(asOf(dashboardMessages.keptAsOf));
  expect(await at()).toEqual(first);

  // The server answers: the live view, and still nothing above the bookings moved.
  held.release();
  await expect(page.locator('[data-kept-at]')).toHaveCount(0, { timeout: 60_000 });
  await expect(card).toBeVisible();
  expect((await at()).heading).toEqual(first.heading);
  expect((await at()).card).toEqual(first.card);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('live-360.png'), fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: info.outputPath('live-1280.png'), fullPage: true });
  await page.setViewportSize(phone);

  // Signed out: the next visit's first frame holds nothing of the family's.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 60_000 });
  const again = await holdModules(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await notHydrated(page);
  await expect(firstFrame(page)).toBeEmpty();
  await expect(page.locator('[data-booking]')).toHaveCount(0);
  await again.release();
});

test('/sw/dashboard shows its own Kiswahili snapshot at first paint, never the English one', async ({ page }) => {
  await signedInWithBooking(page, 'Neema');
  await expect.poll(() => kept(page)).toContain('data-booking');

  // The English page's snapshot is not shown on the Kiswahili page.
  const modules = await holdModules(page);
  await page.goto('/sw/dashboard', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await expect(firstFrame(page)).toBeEmpty();
  await modules.release();
  // Its island keeps its own, once the server has answered.
  await expect(page.locator('[data-kept-at]')).toHaveCount(0, { timeout: 90_000 });
  await expect.poll(() => kept(page)).toContain('"lang":"sw"');

  const held = await holdModules(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await expect(firstFrame(page).locator('[data-booking]').filter({ hasText: 'Neema' })).toBeVisible();
  await expect(firstFrame(page).locator('[data-kept-at]')).toHaveText(asOf(messagesSw.dashboard.keptAsOf));
  const info = test.info();
  await page.screenshot({ path: info.outputPath('sw-first-frame-360.png'), fullPage: true });
  await held.release();

  // The English page does not show the Kiswahili one.
  const english = await holdModules(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await expect(firstFrame(page)).toBeEmpty();
  await english.release();
});

test('another account signing in clears the kept answer before its dashboard shows', async ({ page }) => {
  await signedInWithBooking(page, 'Zawadi');
  await expect.poll(() => kept(page)).toContain('Zawadi');

  await page.goto('/login');
  await signInAs(page, `other.${unique()}@example.com`, 'Musa Juma');
  await page.waitForURL(/\/(book-class|dashboard)$/, { timeout: 60_000 });
  expect(await kept(page)).toBeNull();

  const modules = await holdModules(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await notHydrated(page);
  await expect(firstFrame(page)).toBeEmpty();
  await expect(page.getByText('Loading your dashboard…')).toBeVisible();
  await modules.release();

  const held = await holdSession(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Loading your dashboard…')).toBeVisible();
  await expect(page.locator('[data-booking]')).toHaveCount(0);
  held.release();
  await expect(page.getByRole('heading', { name: 'Hello, Musa!' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Zawadi's free trial class")).toHaveCount(0);
});
